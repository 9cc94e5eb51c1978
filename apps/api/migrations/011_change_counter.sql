-- Read your write through any replica: every API process bumps this counter after its
-- writes have committed and before it answers them (src/db/postgres.ts), and a process checks it
-- before answering from its read cache, which it empties when the counter has moved. So a read
-- that starts after a write was acknowledged anywhere never gets a value cached before it.
-- A sequence, not a row: nextval takes no row lock and is not transactional, so bumps from many
-- processes never queue behind one another, and `SELECT last_value` sees every bump at once.
-- CACHE 1 (no values handed out ahead to a session), so last_value is always the latest bump.
CREATE SEQUENCE edugate_change_counter CACHE 1;
-- is_called, so the first bump moves last_value (1 -> 2) rather than only is_called.
SELECT setval('edugate_change_counter', 1);
