-- The write rate limit's counters, shared by every server process on this database
-- (src/db/shared-counters.ts): with counters in each process's memory, N replicas allowed N times
-- the limit. One row per key (route, window length and client address); a window starts with the
-- key's first hit and ends at expires_at. Ended windows are deleted by a periodic sweep, through
-- the index on expires_at. UNLOGGED: a counter is not worth a WAL write per request, and losing
-- them in a crash only resets the current minute's counts. No change trigger: counting a request
-- must not clear anyone's read cache.
CREATE UNLOGGED TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_expires_at_idx ON rate_limit_hits (expires_at);
