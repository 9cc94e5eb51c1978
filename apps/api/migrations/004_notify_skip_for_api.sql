-- A NOTIFY in a transaction takes a database-wide lock held through its commit (and WAL flush),
-- so notifying from every API write serialised all of them: about a fifth of the inserts per
-- second. The API's own connections set edugate.skip_notify=on and send one coalesced NOTIFY
-- after their writes instead (src/db/postgres.ts); every other session (psql, scripts,
-- migrations of other tools) still notifies from here.
CREATE OR REPLACE FUNCTION edugate_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('edugate.skip_notify', true) IS DISTINCT FROM 'on' THEN
    PERFORM pg_notify('edugate_changes', TG_TABLE_SCHEMA || '.' || TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
