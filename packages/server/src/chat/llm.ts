import type { AssistantAnswer } from '@clearbill/engine';
import type { Config } from '../config';

/**
 * The optional language model (issue 13 item 2): it rewrites the built-in answer's facts into a reply,
 * citing the same sources, and may add nothing. It gets the question only after the PHI detector, and
 * the facts only (no session, no account). A time-out, an error or an empty reply gives `null`: the
 * caller keeps the built-in answer.
 */

export type LlmConfig = NonNullable<Config['llm']>;

const SYSTEM_PROMPT = [
  'You are a medical billing assistant. Answer the patient using ONLY the facts given.',
  'Do not add any code, amount, deadline, phone number, law or organization that is not in the facts.',
  'Keep every number exactly as written in the facts. Be short and plain. Do not give medical advice.',
  'End with a line "Sources:" listing the source labels given.',
].join(' ');

/**
 * The text sent to the model: the question, the facts and the sources. `scrubbed` is the question as
 * the PHI detector left it (service.ts runs it once per message, before anything else reads it).
 */
export function llmPrompt(scrubbed: string, answer: AssistantAnswer): { system: string; user: string } {
  const facts = answer.facts.map((f, i) => `${i + 1}. ${f}`).join('\n');
  const sources = answer.sources.map((s) => `- ${s.label}${s.url ? ` (${s.url})` : ''}`).join('\n');
  return {
    system: SYSTEM_PROMPT,
    user: `Question: ${scrubbed}\n\nFacts:\n${facts}\n\nSources:\n${sources}`,
  };
}

export async function llmRewrite(
  llm: LlmConfig,
  scrubbed: string,
  answer: AssistantAnswer,
): Promise<string | null> {
  const prompt = llmPrompt(scrubbed, answer);
  const url = `${llm.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(llm.apiKey ? { authorization: `Bearer ${llm.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: llm.model,
        temperature: 0,
        messages: [
          { role: 'system', content: prompt.system },
          { role: 'user', content: prompt.user },
        ],
      }),
      signal: AbortSignal.timeout(llm.timeoutMs),
    });
    if (!res.ok) return null;
    const body = (await res.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = body.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || text.trim() === '') return null;
    return staysWithFacts(text, answer) ? text.trim().slice(0, 8000) : null;
  } catch {
    return null;
  }
}

/**
 * Whether every number in the model's reply (a code, an amount, a count of days) is in the facts or the
 * source labels: a reply that brings its own is dropped for the built-in answer.
 */
export function staysWithFacts(reply: string, answer: AssistantAnswer): boolean {
  const known = [...answer.facts, ...answer.sources.map((s) => `${s.label} ${s.url ?? ''}`)].join(' ');
  const numbers = reply.match(/\d[\d,.]*\d|\d/g) ?? [];
  return numbers.every((n) => known.includes(n));
}
