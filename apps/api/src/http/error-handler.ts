import type { FastifyError, FastifyInstance } from 'fastify';
import { messages, messageTemplates } from '@edugate/api-client/messages';
import { describeValidationError } from '../contract/ajv.ts';
import { DomainError, type DomainErrorKind } from '../domain/errors.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { HttpError } from './errors.ts';
import { defined } from '../util/defined.ts';

/** The status of each refusal of the data layer (domain/errors.ts). */
const DOMAIN_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooFast: 429,
};

/** Fastify's own 4xx errors, reworded for a person. */
function clientError(error: FastifyError, bodyLimit: number): { status: number; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: messageTemplates.bodyTooLarge(Math.round(bodyLimit / 1024)) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: messages.notJson };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: messages.emptyBody };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: messages.invalidJson };
    default:
      if (error instanceof SyntaxError) return { status: 400, message: messages.invalidJson };
      return { status: error.statusCode ?? 400, message: error.message };
  }
}

export function installErrorHandlers(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation && error.validation.length > 0) {
      const first = defined(error.validation[0]);
      // Fastify's validation errors are Ajv's ErrorObjects, with the part of the request beside them.
      const message = describeValidationError(
        error.validationContext ?? 'request',
        first as Parameters<typeof describeValidationError>[1],
      );
      return reply.code(400).send({ error: message });
    }
    if (error instanceof DomainError) {
      return reply.code(DOMAIN_STATUS[error.kind]).send({ error: error.message });
    }
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // A route may take more than the server's limit (lessons: server.ts).
      const mapped = clientError(error, request.routeOptions.bodyLimit ?? bodyLimit);
      return reply.code(mapped.status).send({ error: mapped.message });
    }
    if (isDatabaseUnavailable(error)) {
      // A failover or an outage of the database, not a bug: the request may be tried again.
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).send({ error: messages.databaseUnreachable });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: messages.serverError });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: messageTemplates.noSuchEndpoint(request.method, request.url.split('?')[0] ?? ''),
    });
  });
}
