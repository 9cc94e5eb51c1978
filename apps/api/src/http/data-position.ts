import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { walPosition } from '../db/wal-position.ts';
import { addVary } from './conditional-get.ts';

/**
 * The header a write answers with and a client sends back on its public reads, so a standby that
 * has not replayed its own writes yet does not answer it (docs/adr/0028).
 */
export const DATA_POSITION_HEADER = 'x-data-position';

/** Beyond any log position: the primary answers. */
const PRIMARY_ONLY = 1n << 64n;

/**
 * The caller's data position, or null when it sent none. One that is not a position (a client
 * bug, a proxy mangling it) is taken as beyond any: the primary answers, never an older standby.
 */
export function dataPosition(request: FastifyRequest): bigint | null {
  const value = request.headers[DATA_POSITION_HEADER];
  if (value === undefined) return null;
  return (typeof value === 'string' ? walPosition(value.trim()) : null) ?? PRIMARY_ONLY;
}

/**
 * The caller's data position for a read a standby may answer. With a standby the answer depends
 * on it, so a shared cache (a CDN) must not give one caller's answer to a caller with a position.
 */
export function readAfter(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'databaseUrl' | 'databaseReadUrl'>,
): bigint | null {
  if (!config.databaseUrl || !config.databaseReadUrl) return null;
  addVary(reply, 'X-Data-Position');
  return dataPosition(request);
}

/** onSend hook of the writes: where this process's writes have reached, when a standby is used. */
export function sendDataPosition(db: Database) {
  return async (_request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const position = db.writePosition();
    if (position !== null && reply.statusCode < 400) reply.header(DATA_POSITION_HEADER, position);
    return payload;
  };
}
