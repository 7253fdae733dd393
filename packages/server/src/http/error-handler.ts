import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, messages, type ErrorCode } from '@clearbill/shared';

/** Fastify's own request errors, as our codes and texts. */
const fastifyCodes: Record<string, [ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', messages.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', messages.invalidJson],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', messages.payloadTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: ['unsupported_media_type', 'This content type is not accepted here.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: ['validation_failed', 'The request length does not match its body.'],
};

export const requestMessages = {
  badUrl: 'The address is not valid.',
  unstorableValue: 'A value in the request is not valid here.',
  valueTooLong: 'A value in the request is too long.',
  notUnderstood: 'The request could not be understood.',
};

/** Router errors raised before any route is found (Fastify's `frameworkErrors`), all about the URL. */
const urlCodes = new Set(['FST_ERR_BAD_URL', 'FST_ERR_MAX_PARAM_LENGTH', 'FST_ERR_ASYNC_CONSTRAINT']);

/** The SQLSTATE of a database error, looking through wrappers (drizzle puts the driver's error in `cause`). */
export function sqlState(err: unknown): string | undefined {
  let e: unknown = err;
  for (let i = 0; i < 4 && e && typeof e === 'object'; i++) {
    const code = (e as { code?: unknown }).code;
    // SQLSTATE classes start with a digit, H, P or X; Node's own codes (EPIPE) must not pass for one.
    if (typeof code === 'string' && /^[0-9HPX][0-9A-Z]{4}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Database refusals that only a value sent by the client can cause: class 22 (data exception: invalid
 * byte sequence 22021, untranslatable character 22P05, invalid text 22P02, out of range 22003, ...) and
 * 54000 (a value too long for an index). Division by zero (22012) is ours, so it stays a 500.
 */
function databaseInputError(state: string | undefined): AppError | null {
  if (!state) return null;
  if (state === '54000') return new AppError('validation_failed', requestMessages.valueTooLong);
  if (state.startsWith('22') && state !== '22012') {
    return new AppError('validation_failed', requestMessages.unstorableValue);
  }
  return null;
}

/** Errors raised by the multipart parser (busboy) while reading a malformed body. */
function isMultipartParserError(err: unknown): boolean {
  const stack = (err as { stack?: unknown }).stack;
  return typeof stack === 'string' && /[\\/]busboy[\\/]/.test(stack);
}

/** Turns any error into the one error body `{ error, message }`; internals never reach the client. */
export function toAppError(err: unknown): AppError | null {
  if (err instanceof AppError) return err;
  if (hasZodFastifySchemaValidationErrors(err)) {
    const issues = err.validation.map((v) => ({
      path: v.instancePath.replace(/^\//, '').replace(/\//g, '.'),
      message: v.message ?? 'Invalid input',
    }));
    const first = issues[0];
    const message =
      first && first.path === ''
        ? 'The request body must be a JSON object.'
        : (first?.message ?? 'Invalid input');
    return new AppError('validation_failed', message, { issues });
  }
  const fe = err as Partial<FastifyError>;
  const known = fe.code ? fastifyCodes[fe.code] : undefined;
  if (known) return new AppError(known[0], known[1]);
  if (fe.code && urlCodes.has(fe.code)) return new AppError('validation_failed', requestMessages.badUrl);
  const fromDatabase = databaseInputError(sqlState(err));
  if (fromDatabase) return fromDatabase;
  if (!fe.statusCode && isMultipartParserError(err)) {
    return new AppError('validation_failed', messages.malformedUpload);
  }
  // JSON.parse failures surface as SyntaxError with status 400 on some paths.
  if (err instanceof SyntaxError && fe.statusCode === 400)
    return new AppError('invalid_json', messages.invalidJson);
  if (fe.statusCode === 404) return new AppError('not_found', messages.notFound);
  if (fe.statusCode === 413) return new AppError('payload_too_large', messages.payloadTooLarge);
  if (fe.statusCode === 415)
    return new AppError('unsupported_media_type', 'This content type is not accepted here.');
  if (fe.statusCode === 429)
    return new AppError('rate_limited', 'Too many requests. Please wait a moment and try again.');
  if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
    return new AppError('validation_failed', requestMessages.notUnderstood);
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err);
    if (appError) {
      const state = sqlState(err);
      // A refused value is the client's doing, yet worth seeing: the state only, never the value.
      if (databaseInputError(state)) request.log.warn({ sqlState: state }, 'database refused a value');
      if (appError.retryAfterSeconds !== undefined)
        reply.header('retry-after', String(appError.retryAfterSeconds));
      return reply.status(appError.status).send(appError.toBody());
    }
    // Error messages can carry query parameters (and so personal data): log the kind and where, not the text.
    const e = err as Partial<FastifyError> & Error;
    request.log.error(
      { errType: e.name, errCode: e.code, stack: e.stack?.split('\n').slice(1, 8).join('\n') },
      'unhandled error',
    );
    return reply.status(500).send(new AppError('internal', messages.internal).toBody());
  });
}

/**
 * Fastify's `frameworkErrors` option: the router's own refusals (a URL that is not valid percent-encoding,
 * a parameter past maxParamLength) answer in the one error body too. Fastify's default body would echo
 * the URL, which can carry what a patient typed.
 */
export function frameworkErrorHandler(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const appError = toAppError(err) ?? new AppError('validation_failed', requestMessages.badUrl);
  void reply.status(appError.status).send(appError.toBody());
}
