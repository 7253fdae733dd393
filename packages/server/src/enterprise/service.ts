// The enterprise coding tools as plain functions (ctx, caller, input), one per route. The caller's type
// says who may call: any signed-in account for the tools (they hand out no personal data), an admin for
// the review queue and the code-set schedule (the back office's). The work is in the modules named.
import type { z } from 'zod';
import type {
  AccuracyReviewResponse,
  CodeUpdateJob,
  CodeUpdateScheduleResponse,
  CodeValidationResponse,
  ReviewFlag,
  ReviewFlagUpdate,
  ReviewQueueSummary,
} from '@clearbill/shared';
import type { AccountCaller, AdminCaller } from '../access/caller';
import type { AppContext } from '../context';
import { reviewAccuracy } from './accuracy';
import { flagCode, listFlags, queueSummary, updateFlag } from './review-flags';
import type { accuracyBodySchema, flagBodySchema, validationBodySchema } from './schemas';
import { listCodeUpdates, scheduleCodeUpdates, scheduleMessage } from './update-schedule';
import { validateCode } from './validation';

export async function validate(
  ctx: AppContext,
  _caller: AccountCaller,
  input: z.infer<typeof validationBodySchema>,
): Promise<CodeValidationResponse> {
  return { validation: await validateCode(ctx, input) };
}

/** Flags a code for manual review; a patient's flag records who raised it. */
export function flag(
  ctx: AppContext,
  caller: AccountCaller,
  input: z.infer<typeof flagBodySchema>,
): Promise<ReviewFlag> {
  return flagCode(ctx, caller, input);
}

export async function reviewAccuracyFor(
  ctx: AppContext,
  _caller: AccountCaller,
  input: z.infer<typeof accuracyBodySchema>,
): Promise<AccuracyReviewResponse> {
  return { accuracyReview: await reviewAccuracy(ctx, input) };
}

export async function codeUpdates(
  ctx: AppContext,
  _caller: AccountCaller,
): Promise<{ jobs: CodeUpdateJob[] }> {
  return { jobs: await listCodeUpdates(ctx) };
}

/** The queue is the back office's: its counts are the whole service's, not the caller's. */
export function reviewQueueSummary(ctx: AppContext, _caller: AdminCaller): Promise<ReviewQueueSummary> {
  return queueSummary(ctx);
}

export async function reviewFlags(
  ctx: AppContext,
  _caller: AdminCaller,
  status: ReviewFlag['status'] | undefined,
): Promise<{ flags: ReviewFlag[] }> {
  return { flags: await listFlags(ctx, status) };
}

export function moveReviewFlag(
  ctx: AppContext,
  _caller: AdminCaller,
  id: string,
  update: ReviewFlagUpdate,
): Promise<ReviewFlag> {
  return updateFlag(ctx, id, update);
}

/** Code-set updates change what every analysis checks against: an operator's decision. */
export async function scheduleUpdates(
  ctx: AppContext,
  _caller: AdminCaller,
): Promise<CodeUpdateScheduleResponse> {
  const { jobs, created } = await scheduleCodeUpdates(ctx);
  return { message: scheduleMessage(created, jobs.length), jobs };
}
