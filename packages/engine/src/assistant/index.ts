export {
  answerQuestion,
  DEFAULT_SUGGESTIONS,
  type AssistantAnalysis,
  type AssistantAnswer,
  type AssistantFinding,
  type AssistantIntent,
  type AssistantKnowledge,
  type AssistantOptions,
} from './assistant';
export { createMemoryKnowledge } from './memory-knowledge';
export { carcTexts, rarcTexts, groupCodes, reasonCodesIn, REASON_CODE_SOURCES } from './reason-codes';
export { topics, topicOf, type Topic, type TopicId } from './topics';
