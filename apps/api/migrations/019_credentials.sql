-- Certificates as signed Open Badges 3.0 credentials (docs/product.md, "Credentials anyone can
-- verify"; docs/adr/0023). Each certificate keeps the credential signed when it was issued
-- (existing ones get theirs from the backfill the server runs after migrating), its bit in a
-- revocation list, and when its learner revoked it.
ALTER TABLE certificates
  ADD COLUMN credential jsonb,
  ADD COLUMN status_index integer UNIQUE CHECK (status_index >= 0),
  ADD COLUMN revoked_at timestamptz;

-- Status bits are never reused: a credential deleted with its account stays revoked in its list.
CREATE SEQUENCE credential_status_index_seq MINVALUE 0 START 0;

-- One row per list of 131,072 bits (list n holds indexes (n-1)*131072 ...): the bits, and the
-- signed BitstringStatusListCredential served as it is, signed again whenever a bit changes.
CREATE TABLE credential_status_lists (
  list integer PRIMARY KEY CHECK (list >= 1),
  bits bytea NOT NULL CHECK (octet_length(bits) = 16384),
  credential jsonb NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now()
);
