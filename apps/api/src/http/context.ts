import type { FastifyRequest } from 'fastify';
import { messages } from '@edugate/api-client/messages';
import type { AuthUser } from './auth.ts';
import type { Config } from '../config.ts';
import type { CredentialIssuer } from '../credentials/issue.ts';
import type { Database } from '../db/database.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth hook on operations the contract secures; null elsewhere. */
    user: AuthUser | null;
  }
}

export interface Deps {
  db: Database;
  config: Config;
  /** Signs certificates' credentials and the status lists with the deployment's key. */
  issuer: CredentialIssuer;
}

export function currentUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/** The caller's e-mail; the per-user rules all key on it. */
export function callerEmail(request: FastifyRequest): string {
  const user = currentUser(request);
  if (!user.email) {
    // 403, not 401: the token is valid (signing in again with the same account changes nothing);
    // this account may simply not use the per-user rules, which all key on an e-mail.
    throw forbidden(messages.noEmail);
  }
  return user.email;
}

/**
 * The caller's display name, for what EduGate shows under its author's name (a course, a job):
 * 400 without one, as the address is never shown in its place.
 */
export function authorName(request: FastifyRequest): string {
  const name = currentUser(request).name?.trim();
  if (!name) throw badRequest(messages.nameRequired);
  return name;
}

/** The name shown with a review or on the author's Learners panel: never the whole e-mail. */
export function displayNameOf(request: FastifyRequest, email: string): string {
  return currentUser(request).name?.trim() || (email.split('@')[0] ?? email);
}

/** An e-mail named in a path, query or body must be the caller's own. */
export function assertOwnEmail(request: FastifyRequest, email: string): string {
  const own = callerEmail(request);
  if (email.trim().toLowerCase() !== own) {
    throw forbidden(messages.ownEnrollmentsOnly);
  }
  return own;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The contract's ids are opaque strings; this server's are UUIDs, so anything else matches nothing. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
