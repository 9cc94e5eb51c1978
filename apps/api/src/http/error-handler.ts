import type { FastifyError, FastifyInstance } from 'fastify';
import { describeValidationError } from '../contract/ajv.ts';
import { HttpError } from './errors.ts';
import { defined } from '../util/defined.ts';

const SERVER_ERROR = 'Something went wrong on our side. Please try again later.';

/** Fastify's own 4xx errors, reworded for a person; the contract has no 415, so that is a 400. */
function clientError(error: FastifyError, bodyLimit: number): { status: number; message: string } {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return {
        status: 413,
        message: `The request body is too large (the limit is ${Math.round(bodyLimit / 1024)} KiB).`,
      };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return {
        status: 400,
        message: 'Send the request body as JSON (Content-Type: application/json).',
      };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is empty; send a JSON object.' };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'The request body is not valid JSON.' };
    default:
      if (error instanceof SyntaxError)
        return { status: 400, message: 'The request body is not valid JSON.' };
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
    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.code(error.statusCode).send({ error: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const mapped = clientError(error, bodyLimit);
      return reply.code(mapped.status).send({ error: mapped.message });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ error: SERVER_ERROR });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({
      error: `There is no ${request.method} ${request.url.split('?')[0]} endpoint. See openapi.yaml for the API.`,
    });
  });
}
