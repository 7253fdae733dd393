import { z } from 'zod';

/** Every error the API returns has one of these codes; clients switch on `error`, show `message`. */
export const errorCodes = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'session_expired',
  'forbidden',
  'not_found',
  'conflict',
  'email_taken',
  'invalid_credentials',
  'totp_required',
  'invalid_totp',
  'totp_enrolment_required',
  'rate_limited',
  'invalid_code',
  'payload_too_large',
  'unsupported_media_type',
  'unreadable_document',
  'quota_exceeded',
  'not_implemented',
  'internal',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const httpStatusByCode: Record<ErrorCode, number> = {
  validation_failed: 400,
  invalid_json: 400,
  unauthorized: 401,
  session_expired: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  email_taken: 409,
  invalid_credentials: 401,
  totp_required: 401,
  invalid_totp: 401,
  // An admin signed in with the password but without an authenticator: only enrolment is open.
  totp_enrolment_required: 403,
  rate_limited: 429,
  invalid_code: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unreadable_document: 422,
  quota_exceeded: 403,
  not_implemented: 501,
  internal: 500,
};

export const fieldIssueSchema = z.object({ path: z.string(), message: z.string() });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** The one error body: `{ error, message }`, with field issues for validation failures. */
export const errorBodySchema = z.object({
  error: z.enum(errorCodes),
  message: z.string(),
  issues: z.array(fieldIssueSchema).optional(),
  retryAfterSeconds: z.number().int().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The one error type. Thrown by services, turned into an error body by the server. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly issues: FieldIssue[] | undefined;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    extra: { issues?: FieldIssue[]; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = httpStatusByCode[code];
    this.issues = extra.issues;
    this.retryAfterSeconds = extra.retryAfterSeconds;
  }

  toBody(): ErrorBody {
    return {
      error: this.code,
      message: this.message,
      ...(this.issues ? { issues: this.issues } : {}),
      ...(this.retryAfterSeconds !== undefined ? { retryAfterSeconds: this.retryAfterSeconds } : {}),
    };
  }
}

export function isErrorBody(value: unknown): value is ErrorBody {
  return errorBodySchema.safeParse(value).success;
}
