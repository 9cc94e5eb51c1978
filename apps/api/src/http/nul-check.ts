import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** Path of the first string holding U+0000, which PostgreSQL text cannot store. */
function findNul(value: unknown, path: string): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNul(item, `${path}/${index}`);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findNul(item, `${path}/${key}`);
      if (found) return found;
    }
  }
  return null;
}

/** Runs after validation: a NUL the contract allows must still be a 400, never a database 500. */
export async function rejectNulCharacters(request: FastifyRequest): Promise<void> {
  const found =
    findNul(request.query, 'querystring') ??
    findNul(request.params, 'params') ??
    findNul(request.body, 'body');
  if (found) throw badRequest(`${found} must not contain NUL characters`);
}
