/**
 * Prepared answers for the billing assistant, chosen by keyword (01-patient-area.md §8: billing errors, appeals
 * or denials, prescriptions, affordability, EOB, or a general answer), each with four follow-ups.
 * Written to be correct in general terms and to send people to the documents that decide their case.
 */
export type ChatTopic = 'eob' | 'appeal' | 'prescription' | 'affordability' | 'billingError' | 'general';

export interface CannedReply {
  response: string;
  suggestions: readonly [string, string, string, string];
}

// Checked in this order: the more specific topics first, so 'my EOB shows a denied claim' is about
// the EOB and 'I can't afford my bill' is about affordability rather than a billing error.
const topicKeywords: ReadonlyArray<readonly [ChatTopic, RegExp]> = [
  ['eob', /\beobs?\b|explanation of benefits/i],
  ['appeal', /appeal|den(y|ied|ial)|reject|prior auth|not covered/i],
  ['prescription', /prescription|\brx\b|drug|medication|medicine|pharmac|generic/i],
  [
    'affordability',
    /afford|payment plan|financial (aid|assistance|help)|charity|hardship|discount|can'?t pay|cannot pay|debt|collections?/i,
  ],
  ['billingError', /error|mistake|wrong|duplicate|twice|overcharg|itemi[sz]ed|charge|code|bill/i],
];

export function pickTopic(message: string): ChatTopic {
  for (const [topic, pattern] of topicKeywords) {
    if (pattern.test(message)) return topic;
  }
  return 'general';
}

export const cannedReplies: Record<ChatTopic, CannedReply> = {
  billingError: {
    response:
      "Billing mistakes are common and worth checking for. Start by asking the provider for an itemized bill: it lists every service with its code, date and price. Then compare it with what you remember and with your insurer's explanation of benefits. Look for the same service listed twice, services on days you were not there, supplies or tests you did not receive, and a visit billed at a higher level than the care you had. If something does not match, call the billing office, note who you spoke to and when, and ask them to review the line. You can also ask for the account to be put on hold while the review is open.",
    suggestions: [
      'How do I ask for an itemized bill?',
      'What does an unbundled charge look like?',
      'How do I dispute a charge in writing?',
      'What should I compare my bill against?',
    ],
  },
  appeal: {
    response:
      'A denial is not always the final word. Your denial letter or EOB gives the reason (often as a short code) and the deadline for an appeal, which is usually between 60 and 180 days. First ask your insurer for the full reason and for the plan documents it relied on. Then write an appeal that says what was denied, why you think it should be covered, and what supports it: a letter from your doctor explaining medical necessity is often the strongest piece. Send copies, keep the originals, and write down every call. If the internal appeal fails, many plans must also offer an external review by an independent reviewer.',
    suggestions: [
      'What should an appeal letter include?',
      'What does my denial code mean?',
      'How do I ask for an external review?',
      'What if the appeal deadline has passed?',
    ],
  },
  prescription: {
    response:
      "For prescription costs, a few things often help. Ask your doctor or pharmacist whether a generic or a lower-cost drug in the same class would work for you. Check your plan's drug list (formulary): the tier of a drug decides what you pay, and your doctor can ask for an exception or a prior authorization when a drug you need is not covered. Prices differ between pharmacies, so compare a few, including mail order. Many drug makers also run patient assistance programs for people who qualify.",
    suggestions: [
      'What is a formulary exception?',
      'How do patient assistance programs work?',
      'Why was my prescription denied?',
      'How do I compare pharmacy prices?',
    ],
  },
  affordability: {
    response:
      'If a bill is more than you can pay, say so early: most billing offices would rather agree on something than send the account to collections. Ask whether the hospital has a financial assistance (charity care) policy: nonprofit hospitals are required to have one, and it can reduce or remove the bill if your income qualifies, sometimes even after the bill is sent. Ask whether an interest-free payment plan is available at an amount you can keep up with, and whether a discount applies if you pay part of it at once. Before agreeing to anything, check the bill is correct.',
    suggestions: [
      'How do I apply for financial assistance?',
      'Can I negotiate a medical bill?',
      'What happens if a bill goes to collections?',
      'How do I set up a payment plan?',
    ],
  },
  eob: {
    response:
      'An explanation of benefits (EOB) is a statement from your insurer, not a bill. For each service it shows what the provider charged, the amount your plan allows, what the plan paid, and what you may owe (deductible, copay or coinsurance). Compare the "you may owe" amount with the bill the provider sends: if the bill asks for more, ask the provider why. If a line was denied, the EOB gives a reason code, and that is where an appeal starts.',
    suggestions: [
      'Why does my bill not match my EOB?',
      'What is the allowed amount?',
      'What do the reason codes on my EOB mean?',
      'How do deductibles and coinsurance work?',
    ],
  },
  general: {
    response:
      'I can help with questions about medical bills: spotting billing errors, reading an explanation of benefits, appealing a denied claim, the cost of prescriptions, and what to do when a bill is more than you can afford. Tell me what is on your mind, for example "my bill has a charge I do not recognize" or "my claim was denied".',
    suggestions: [
      'How do I check my bill for errors?',
      'My insurance denied a claim. What now?',
      'What is an explanation of benefits?',
      "I can't afford my medical bill",
    ],
  },
};

export const welcomeMessage: CannedReply = {
  response:
    'Hello. I can help you understand a medical bill, spot possible errors, read an explanation of benefits or plan an appeal. What would you like to know?',
  suggestions: [
    'How do I check my bill for errors?',
    'My insurance denied a claim. What now?',
    'What is an explanation of benefits?',
    "I can't afford my medical bill",
  ],
};
