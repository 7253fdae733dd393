import type { ResponseKind } from '@clearbill/shared';
import { addDays } from '../rules/common';

/** How long the recipient has to answer once the letter is sent, and the rule it comes from. */
export interface ResponseRule {
  days: number;
  rule: string;
}

/**
 * The answer the recipient owes by law. Kinds with no legal answer time (a billing dispute with a
 * provider, a complaint, a payment plan) have none: we never invent one.
 */
export const responseRules: Record<ResponseKind, ResponseRule | null> = {
  pre_service_appeal: {
    days: 30,
    rule: 'A plan decides an appeal of a pre-service claim within 30 days (29 CFR 2560.503-1(i)(2)(ii))',
  },
  post_service_appeal: {
    days: 60,
    rule: 'A plan decides an appeal of a post-service claim within 60 days (29 CFR 2560.503-1(i)(2)(iii))',
  },
  expedited_appeal: {
    days: 3,
    rule: 'An urgent care appeal is decided within 72 hours (29 CFR 2560.503-1(i)(2)(i))',
  },
  external_review: {
    days: 45,
    rule: 'A standard external review is decided within 45 days of the request (45 CFR 147.136(d))',
  },
  medicare_redetermination: {
    days: 60,
    rule: 'Medicare decides a redetermination within 60 days of the request (42 CFR 405.950)',
  },
  prior_authorization: {
    days: 15,
    rule: 'A plan decides a non-urgent pre-service claim within 15 days (29 CFR 2560.503-1(f)(2)(iii))',
  },
  records_request: {
    days: 30,
    rule: 'Access to health records is given within 30 days of the request (45 CFR 164.524(b)(2))',
  },
  credit_dispute: {
    days: 30,
    rule: 'A credit bureau reinvestigates a dispute within 30 days (15 U.S.C. 1681i(a)(1))',
  },
  billing_dispute: null,
  other: null,
};

/** The date the answer is due (YYYY-MM-DD) for a letter sent on `sentAt`, or null when no law sets one. */
export function responseDue(kind: ResponseKind, sentAt: string): { date: string; rule: string } | null {
  const r = responseRules[kind];
  return r ? { date: addDays(sentAt, r.days), rule: r.rule } : null;
}

/** What to do when no answer comes by the due date (for the appeals list). */
export const escalationIfNoAnswer: Record<ResponseKind, string> = {
  pre_service_appeal:
    'No decision in time: send the plan a reminder with a copy of your appeal and complain to your state insurance regulator; if the plan upholds the denial, ask for an external review.',
  post_service_appeal:
    'No decision in time: send the plan a reminder with a copy of your appeal and complain to your state insurance regulator; if the plan upholds the denial, ask for an external review.',
  expedited_appeal:
    'No decision within 72 hours: ask for an expedited external review at once and call your state insurance regulator.',
  external_review:
    'No decision in time: ask the plan and the office named in its notice (which assigned the reviewer) for the status, in writing.',
  medicare_redetermination:
    'No decision in 60 days: you may ask for reconsideration by a Qualified Independent Contractor (the next Medicare appeal level).',
  prior_authorization:
    'No decision in time: call the plan, ask your doctor to request an expedited decision if the care is urgent, and complain to the state insurance regulator.',
  records_request:
    'No records in 30 days: send a reminder, then you may file a HIPAA complaint with the HHS Office for Civil Rights.',
  credit_dispute:
    'No result in 30 days: the item must be deleted if it could not be verified; send a reminder and you may complain to the Consumer Financial Protection Bureau.',
  billing_dispute:
    'No answer in a month: call the billing office, ask the hospital patient relations office for help, and ask that the account be held from collections.',
  other: 'No answer: send a reminder with a copy of your letter, and keep a record of every call.',
};
