// The posting_log table: how many questions, answers and messages a user wrote in the last hour.
import { messages } from '@edugate/api-client/messages';
import { tooFast } from '../domain/errors.ts';
import type { Queryable } from '../db/database.ts';

/** Questions, answers and messages together, per user (docs/product.md, Questions and messages). */
export const POSTS_PER_HOUR = 30;

/**
 * Counts one post by `email` inside the post's own transaction, or refuses it (429) when the user
 * wrote POSTS_PER_HOUR in the last hour. The per-user advisory lock makes the count and the
 * insert one step for every API process on the database: two posts at once are counted one after
 * the other, so the 31st is refused even when it races the 30th on another process. A refused
 * post rolls back with its transaction, so it counts for nothing.
 */
export async function countPost(tx: Queryable, email: string): Promise<void> {
  await tx.query("SELECT pg_advisory_xact_lock(hashtext('edugate posting ' || $1))", [email]);
  const [row] = await tx.query<{ recent: number }>(
    `WITH expired AS (
       DELETE FROM posting_log
       WHERE user_email = $1 AND posted_at <= clock_timestamp() - interval '1 hour')
     SELECT count(*)::int AS recent FROM posting_log
     WHERE user_email = $1 AND posted_at > clock_timestamp() - interval '1 hour'`,
    [email],
  );
  if ((row?.recent ?? 0) >= POSTS_PER_HOUR) throw tooFast(messages.postingTooFast);
  await tx.query('INSERT INTO posting_log (user_email) VALUES ($1)', [email]);
}
