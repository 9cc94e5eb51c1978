import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * Deepest nesting a request body may have. The contract's bodies are at most two levels deep
 * (an object holding arrays of strings); 32 leaves room for any future schema while keeping
 * every walk over a body short.
 */
export const MAX_BODY_DEPTH = 32;

/**
 * True when `value` nests deeper than `maxDepth` arrays/objects. Iterative, so a body of
 * 10,000 nested arrays cannot overflow the stack (JSON.parse itself is iterative in V8).
 */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (item === null || typeof item !== 'object') continue;
    if (depth >= maxDepth) return true;
    for (const child of Array.isArray(item) ? item : Object.values(item)) {
      if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * Path of the first string holding U+0000, which PostgreSQL text cannot store. Iterative with an
 * explicit stack (a recursive walk overflowed on deeply nested bodies and answered 500).
 */
export function findNul(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    const entries = Array.isArray(item)
      ? item.map((child, index) => [String(index), child] as const)
      : Object.entries(item);
    // Pushed in reverse so the first offending field in document order is reported.
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index] as readonly [string, unknown];
      stack.push([child, `${path}/${key}`]);
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
