import { hash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads whose answers a browser or CDN may keep: they must revalidate every time (a
 * course's seat count changes with every enrolment, and a person who just enrolled must see it),
 * but a revalidation whose ETag still matches is a body-less 304. A credential status list is one
 * of them: a revocation must show at once, not when a cached copy expires.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

/** The same revalidation for an answer only its caller may keep (never a shared cache). */
export const PRIVATE_CACHE_CONTROL = 'private, no-cache';

/** The operations that send ETag and Cache-Control (declared so in openapi.yaml). */
export const CONDITIONAL_OPERATIONS = new Set([
  'listCourses',
  'getCourse',
  'getCurriculum',
  'getCertificate',
  'getJob',
  'getCredentialStatusList',
  'getPortfolio',
]);

/** Adds `header` to the answer's Vary, keeping what is there (CORS's Origin). */
export function addVary(reply: FastifyReply, header: string): void {
  const vary = reply.getHeader('vary');
  const names = (Array.isArray(vary) ? vary.join(', ') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (!names.some((name) => name.toLowerCase() === header.toLowerCase())) names.push(header);
  reply.header('vary', names.join(', '));
}

/** Adds Authorization to the answer's Vary (beside CORS's Origin): it differs by caller. */
export function varyByAuthorization(reply: FastifyReply): void {
  addVary(reply, 'Authorization');
}

function matches(ifNoneMatch: string, etag: string): boolean {
  if (ifNoneMatch.trim() === '*') return true;
  // Weak comparison (RFC 9110, 13.1.2): W/"x" matches "x".
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/**
 * onSend hook: a strong ETag from the body's bytes (the same in every server process, so a CDN
 * in front of several can revalidate against any), and 304 when the client already has it.
 */
export async function conditionalGet(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const etag = `"${hash('sha1', payload, 'base64url')}"`;
  reply.header('etag', etag);
  // A signed-in caller's answer holds their own data (a job page's skills held): theirs alone.
  if (request.user) {
    reply.header('cache-control', PRIVATE_CACHE_CONTROL);
    varyByAuthorization(reply);
  } else reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  const ifNoneMatch = request.headers['if-none-match'];
  if (typeof ifNoneMatch === 'string' && matches(ifNoneMatch, etag)) {
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  }
  return payload;
}
