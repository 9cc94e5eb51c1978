import type { FastifyReply } from 'fastify';

declare const serializedBody: unique symbol;

/**
 * JSON text that the route's contract serializer made from a `T`. Cached public reads keep this
 * rather than the value, so a cache hit skips both the query and the serialization and still
 * cannot leak a field the contract does not declare.
 */
export type SerializedJson<T> = string & { readonly [serializedBody]: T };

/**
 * The one place a `SerializedJson` is made: `reply.serialize` uses the response schema Fastify
 * compiled for this route from openapi.yaml, so the text is the contract's rendering of `value`.
 */
export function serializeBody<T>(reply: FastifyReply, value: T): SerializedJson<T> {
  // The brand only records what was serialized; a string cannot carry it at run time.
  return reply.serialize(value) as SerializedJson<T>;
}

/**
 * Answers with JSON serialized earlier (`serializeBody`): Fastify sends a string as it is, so the
 * content type is set here as its serializer would have.
 */
export function sendSerialized<T>(reply: FastifyReply, json: SerializedJson<T>): SerializedJson<T> {
  reply.type('application/json; charset=utf-8');
  return json;
}
