import Fastify, {
  type FastifyInstance,
  type FastifyRequest,
  type FastifySchema,
  type RouteOptions,
} from 'fastify';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import { createAuthenticator } from './http/auth.ts';
import type { Config } from './config.ts';
import { createAjv } from './contract/ajv.ts';
import { loadContract, type JsonSchema, type Operation } from './contract/load.ts';
import type { Database } from './db/database.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open.ts';
import { seedIfEmpty } from './seed/seed.ts';
import type { Deps } from './http/context.ts';
import { CONDITIONAL_OPERATIONS, conditionalGet } from './http/conditional-get.ts';
import { sendDataPosition } from './http/data-position.ts';
import { installErrorHandlers } from './http/error-handler.ts';
import { badRequest, HttpError } from './http/errors.ts';
import { MAX_BODY_DEPTH, nestsDeeperThan, rejectNulCharacters } from './http/nul-check.ts';
import type {
  OperationHandler,
  OperationHandlers,
  OperationId,
  OperationRoute,
} from './http/operations.ts';
import { rateLimitKey } from './http/rate-limit-key.ts';
import { sharedRateLimitStore } from './http/rate-limit-store.ts';
import { installSecurityHeaders } from './http/security-headers.ts';
import { accountHandlers } from './routes/account.ts';
import { assetHandlers } from './routes/assets.ts';
import { skillHandlers } from './routes/skills.ts';
import { courseHandlers } from './routes/courses.ts';
import { credentialHandlers } from './routes/credentials.ts';
import { backfillCredentialsIn } from './tables/credentials.ts';
import { createCredentialIssuer } from './http/credential-issuer.ts';
import { curriculumHandlers } from './routes/curriculum.ts';
import { registerDocs } from './routes/docs.ts';
import { enrollmentHandlers } from './routes/enrollments.ts';
import { healthHandlers, registerReadiness } from './routes/health.ts';
import { insightsHandlers } from './routes/insights.ts';
import { jobHandlers } from './routes/jobs.ts';
import { learningHandlers } from './routes/learning.ts';
import { notificationHandlers } from './routes/notifications.ts';
import { questionHandlers } from './routes/questions.ts';
import { savedJobHandlers } from './routes/saved-jobs.ts';
import { portfolioHandlers } from './routes/portfolio.ts';
import { startNotificationCleanup } from './notifications-cleanup.ts';
import { notificationData } from './tables/notifications.ts';
import { reviewHandlers } from './routes/reviews.ts';
import { sessionHandlers } from './routes/session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503, so load balancers stop sending requests (src/main.ts). */
    drain(): void;
  }
}

export interface BuildOptions {
  /** Use this database instead of opening one from the config (left open on close). */
  db?: Database;
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Operations whose bodies may exceed the server's body limit: an article of 50,000 characters
 * (the contract's limit) is up to 200 KB of UTF-8 in its JSON.
 */
const LARGE_BODY_OPERATIONS = new Set(['createLesson', 'updateLesson', 'previewArticle']);
const LARGE_BODY_LIMIT = 256 * 1024;

/** An operation without a request body in the contract refuses one rather than ignoring it. */
async function rejectUnexpectedBody(request: FastifyRequest): Promise<void> {
  // Fastify never parses a GET body, so its presence is read from the headers.
  const length = Number(request.headers['content-length'] ?? 0);
  const sent = length > 0 || request.headers['transfer-encoding'] !== undefined;
  if (sent || (request.body !== undefined && request.body !== null)) {
    throw badRequest(`${request.method} ${request.routeOptions.url} takes no request body.`);
  }
}

function parametersSchema(operation: Operation, where: 'query' | 'path'): JsonSchema | undefined {
  const parameters = operation.parameters.filter((p) => p.in === where);
  if (parameters.length === 0) return undefined;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required || where === 'path').map((p) => p.name),
  };
}

/** The route's schemas, straight from the contract: Ajv validates requests, the serializer responses. */
function routeSchema(operation: Operation): FastifySchema {
  const response: Record<string, JsonSchema> = {};
  for (const [status, body] of Object.entries(operation.responses)) {
    if (body) response[status.toLowerCase()] = body;
  }
  const schema: FastifySchema = { response };
  const querystring = parametersSchema(operation, 'query');
  const params = parametersSchema(operation, 'path');
  if (querystring) schema.querystring = querystring;
  if (params) schema.params = params;
  if (operation.body) schema.body = operation.body;
  return schema;
}

function isOperationId(handlers: OperationHandlers, id: string): id is OperationId {
  return Object.hasOwn(handlers, id);
}

/**
 * Registers one operation's route. Generic in the operationId, so Fastify's request type is the
 * handler's own (OperationRoute<K>: the contract's params, query and body) and no widening is
 * needed; the contract's schemas on the route make those types true at run time.
 */
function registerOperation<K extends OperationId>(
  app: FastifyInstance,
  handlers: OperationHandlers,
  operationId: K,
  options: Omit<RouteOptions, 'handler'>,
): void {
  // Indexed by the type parameter, the mapped type gives OperationHandler<K> (not a union of all).
  const handler: OperationHandler<K> = handlers[operationId];
  app.route<OperationRoute<K>>({ ...options, handler });
}

export async function buildServer(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  const contract = loadContract();
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    // Fastify's own 503 body while closing is not the contract's { error } shape; requests that
    // still arrive on open connections during a graceful shutdown are simply served.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });

  const bodyAjv = createAjv({ coerce: false });
  const parameterAjv = createAjv({ coerce: true });
  app.setValidatorCompiler(({ schema, httpPart }) =>
    (httpPart === 'body' ? bodyAjv : parameterAjv).compile(schema as JsonSchema),
  );
  installErrorHandlers(app, config.bodyLimitBytes);

  // Clients often send Content-Type: application/json on a DELETE without a body; that is no
  // body, not an error. Everything else goes to Fastify's own parser (prototype-poisoning safe).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  // The contract takes JSON only; any other body (Fastify also parses text/plain) is a 415.
  app.removeContentTypeParser('text/plain');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, (error, value) => {
      // Depth is bounded here, before any hook or validator walks the value.
      if (!error && nestsDeeperThan(value, MAX_BODY_DEPTH)) {
        done(
          badRequest(`The request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels).`),
        );
        return;
      }
      done(error, value);
    });
  });

  await installSecurityHeaders(app);
  await app.register(cors, {
    origin: config.corsOrigins,
    credentials: true,
    // PATCH: closing a job and setting an application's status (the job board's two sides).
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Data-Position'],
    exposedHeaders: ['X-Total-Count', 'X-Total-Count-Exact', 'Retry-After', 'X-Data-Position'],
    maxAge: 600,
  });
  await app.register(cookie, { secret: config.sessionSecret });

  const ownsDb = !options.db;
  const db = options.db ?? (await openDatabase(config));
  const auth = createAuthenticator(config);
  app.addHook('onClose', async () => {
    await auth.close();
    if (ownsDb) await db.close();
  });
  // Whatever fails from here on (migration, a handler missing for an operation) must not leave
  // the database or the Firebase app open behind a half-built server.
  try {
    const issuer = await createCredentialIssuer(config, (message) => app.log.warn(message));
    app.addHook('onClose', async () => issuer.thread?.close());
    let backfilled = 0;
    await migrate(db, async (tx) => {
      if (config.seed) await seedIfEmpty(tx);
      // Certificates without a credential (older ones, the seed's) get theirs, signed once.
      if (config.credentialBackfill) backfilled = await backfillCredentialsIn(tx, issuer);
    });
    if (backfilled > 0)
      app.log.info({ backfilled }, 'signed the credentials of earlier certificates');
    await app.register(rateLimit, {
      global: false,
      // The default key reads request.ip, which is undefined once a client has closed its side of
      // the connection (the plugin then threw a TypeError in normalizeIP).
      keyGenerator: rateLimitKey,
      // On PostgreSQL the counters live in the database, so every replica counts against one
      // limit; on PGlite this is the only process and the plugin's in-memory store is exact.
      ...(db.sharedCounters ? { store: sharedRateLimitStore(db.sharedCounters) } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
    });

    const deps: Deps = { db, config, issuer };
    const handlers: OperationHandlers = {
      ...healthHandlers(deps),
      ...sessionHandlers(deps),
      ...courseHandlers(deps),
      ...skillHandlers(deps),
      ...enrollmentHandlers(deps),
      ...reviewHandlers(deps),
      ...jobHandlers(deps),
      ...curriculumHandlers(deps),
      ...learningHandlers(deps),
      ...credentialHandlers(deps),
      ...insightsHandlers(deps),
      ...assetHandlers(),
      // Accounts.
      ...accountHandlers(deps, auth),
      ...notificationHandlers(deps),
      ...questionHandlers(deps),
      ...savedJobHandlers(deps),
      ...portfolioHandlers(deps),
    };
    // Notifications are kept 90 days: this process deletes older ones now and every hour.
    const stopCleanup = startNotificationCleanup(notificationData(db), (error) =>
      app.log.warn({ err: error }, 'deleting expired notifications failed'),
    );
    app.addHook('onClose', async () => stopCleanup());

    app.decorateRequest('user', null);
    for (const operation of contract.operations) {
      const { operationId } = operation;
      // openapi.yaml is read at run time, the handlers' types come from the generated
      // `operations`: an operation without a handler here means those are stale.
      if (!isOperationId(handlers, operationId))
        throw new Error(`No handler for operation ${operationId} of openapi.yaml`);
      const route: Omit<RouteOptions, 'handler'> = {
        method: operation.method,
        url: operation.route,
        schema: routeSchema(operation),
        preHandler: rejectNulCharacters,
      };
      if (!operation.body) route.preValidation = rejectUnexpectedBody;
      if (LARGE_BODY_OPERATIONS.has(operationId)) {
        route.bodyLimit = Math.max(LARGE_BODY_LIMIT, config.bodyLimitBytes);
      }
      if (CONDITIONAL_OPERATIONS.has(operation.operationId)) route.onSend = conditionalGet;
      else if (WRITE_METHODS.has(operation.method)) route.onSend = sendDataPosition(db);
      if (WRITE_METHODS.has(operation.method) && config.writeRateLimit > 0) {
        route.config = { rateLimit: { max: config.writeRateLimit, timeWindow: 60_000 } };
      }
      if (operation.secured) {
        route.onRequest = async (request) => {
          request.user = await auth.verify(request.headers.authorization);
        };
      } else if (operation.optionalAuth) {
        // Signed out stays public; a token sent is checked like anywhere else (a bad one is 401).
        route.onRequest = async (request) => {
          if (request.headers.authorization !== undefined)
            request.user = await auth.verify(request.headers.authorization);
        };
      }
      registerOperation(app, handlers, operationId, route);
    }
    registerDocs(app);
    let draining = false;
    registerReadiness(app, db, () => draining);
    app.decorate('drain', () => {
      draining = true;
    });
    const known = new Set(contract.operations.map((operation) => operation.operationId));
    for (const operationId of Object.keys(handlers)) {
      if (!known.has(operationId))
        throw new Error(`Handler ${operationId} is not an operation of openapi.yaml`);
    }
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
