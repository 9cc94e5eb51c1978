/**
 * Handler types derived from the contract's generated `operations` (packages/api-client), so a
 * handler for an operationId the contract lacks, a body field it does not declare or a response
 * of the wrong shape fails `tsc` rather than a test.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '@edugate/api-client';
import type { DefaultedQueryParameters } from '@edugate/api-client/defaults';
import type { SerializedJson } from './serialized.ts';

export type OperationId = keyof operations;

/** What an operation without path or query parameters gets: nothing to read. */
type Nothing = Record<never, never>;

/** `T`, or `Nothing` where the generated type says `never` (no such parameters). */
type OrNothing<T> = [NonNullable<T>] extends [never] ? Nothing : NonNullable<T>;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type PathParams<K extends OperationId> = OrNothing<operations[K]['parameters']['path']>;

type DefaultedIn<K extends OperationId> = K extends keyof DefaultedQueryParameters
  ? DefaultedQueryParameters[K]
  : never;

type WithRequired<T, Keys extends PropertyKey> = Omit<T, Keys> & {
  [P in Keys & keyof T]-?: Exclude<T[P], undefined>;
};

/** The query as a handler sees it: the contract's defaults (DefaultedQueryParameters) filled in. */
export type QueryParams<K extends OperationId> = WithRequired<
  OrNothing<operations[K]['parameters']['query']>,
  DefaultedIn<K>
>;

/** The JSON request body; `undefined` for an operation without one (the server refuses one). */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: infer Body;
}
  ? JsonContent<Body>
  : JsonContent<NonNullable<operations[K]['requestBody']>> | undefined;

type Responses<K extends OperationId> = operations[K]['responses'];
type SuccessStatus<K extends OperationId> = {
  [S in keyof Responses<K>]: `${S & (string | number)}` extends `2${string}` ? S : never;
}[keyof Responses<K>];

/** The JSON bodies of the operation's 2xx responses (`never` if none has one, e.g. 204). */
export type ResponseBody<K extends OperationId> = {
  [S in SuccessStatus<K>]: JsonContent<Responses<K>[S]>;
}[SuccessStatus<K>];

export interface OperationRoute<K extends OperationId> {
  Params: PathParams<K>;
  Querystring: QueryParams<K>;
  Body: RequestBody<K>;
}

export type OperationRequest<K extends OperationId> = FastifyRequest<OperationRoute<K>>;

/**
 * What a handler resolves to: a body the route's contract serializer turns into JSON, or the same
 * already serialized (a cached read, serialized.ts). A response without a JSON body (204, an
 * image) is sent by the handler, which returns `reply`: Fastify types a reply as a thenable that
 * resolves to nothing, so `Promise<never>`, which fits every result type. That return is the one
 * the types cannot check (returning `reply.send(...)` from a JSON operation would compile too).
 */
export type OperationResult<K extends OperationId> =
  ResponseBody<K> | SerializedJson<ResponseBody<K>>;

export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: FastifyReply,
) => Promise<OperationResult<K>>;

/** One handler per operationId of openapi.yaml: a missing or misspelled one fails `tsc`. */
export type OperationHandlers = { [K in OperationId]: OperationHandler<K> };
