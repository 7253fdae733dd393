// The deadline rules and where each is stated. Checked with `search` on 2026-11-27; the pages read and
// their quotes: docs/research/deadline-rules.md. The URL is the rule's official home.
import type { DeadlineKind, RuleSource } from '@clearbill/shared';

export const INTERNAL_APPEAL_DAYS = 180;
export const EXTERNAL_REVIEW_MONTHS = 4;
export const MEDICARE_REDETERMINATION_DAYS = 120;
export const NO_SURPRISES_DISPUTE_DAYS = 120;
export const FINANCIAL_ASSISTANCE_DAYS = 240;

/**
 * How long the payer has to answer: an appeal (29 CFR 2560.503-1(i)(2)): urgent 72 hours, pre-service 30 days,
 * post-service 60 days; a prior authorization request (a pre-service claim, (f)(2)(iii)(A)) 15 days; a
 * Medicare redetermination 60 days (42 CFR 405.950).
 */
export const PAYER_RESPONSE_DAYS = {
  urgent: 3,
  pre_service: 30,
  post_service: 60,
  prior_authorization: 15,
  medicare: 60,
} as const;
export type AppealTiming = keyof typeof PAYER_RESPONSE_DAYS;

export const ruleSources: Record<DeadlineKind, RuleSource> = {
  internal_appeal: {
    label:
      'Internal appeal: 180 days from the denial notice (HealthCare.gov; 45 CFR 147.136, 29 CFR 2560.503-1)',
    url: 'https://www.healthcare.gov/appeal-insurance-company-decision/internal-appeals/',
  },
  external_review: {
    label: 'External review: 4 months after the final denial (45 CFR 147.136(d))',
    url: 'https://www.ecfr.gov/current/title-45/section-147.136',
  },
  medicare_redetermination: {
    label: 'Medicare redetermination: 120 days from the initial determination (42 CFR 405.942)',
    url: 'https://www.ecfr.gov/current/title-42/section-405.942',
  },
  no_surprises_dispute: {
    label: 'Patient-provider dispute: 120 calendar days from the bill (No Surprises Act, 45 CFR 149.620)',
    url: 'https://www.cms.gov/nosurprises/consumers/medical-bill-disagreements-if-you-are-uninsured',
  },
  financial_assistance: {
    label: 'Financial assistance: 240 days from the first post-discharge statement (26 CFR 1.501(r)-6)',
    url: 'https://www.ecfr.gov/current/title-26/section-1.501(r)-6',
  },
  payer_response: {
    label:
      'Appeal decision: 72 hours urgent, 30 days pre-service, 60 days post-service (29 CFR 2560.503-1(i))',
    url: 'https://www.ecfr.gov/current/title-29/section-2560.503-1',
  },
};

/** The payer-response rule for each timing (Medicare's is its own regulation). */
export const responseSources: Record<AppealTiming, RuleSource> = {
  urgent: ruleSources.payer_response,
  pre_service: ruleSources.payer_response,
  post_service: ruleSources.payer_response,
  prior_authorization: {
    label: 'Prior authorization decision: 15 days for a pre-service claim (29 CFR 2560.503-1(f)(2)(iii)(A))',
    url: 'https://www.ecfr.gov/current/title-29/section-2560.503-1',
  },
  medicare: {
    label: 'Medicare redetermination decision: 60 days from receipt (42 CFR 405.950)',
    url: 'https://www.ecfr.gov/current/title-42/section-405.950',
  },
};
