import type { FastifyError, FastifyInstance } from 'fastify';
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
    return new AppError('validation_failed', 'The request could not be understood.');
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const appError = toAppError(err);
    if (appError) {
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
