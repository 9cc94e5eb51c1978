// Certificates' signed credentials and the revocation lists (docs/product.md, "Credentials anyone
// can verify"; migrations/019_credentials.sql). A credential is made in the transaction that
// issues its certificate, signed once that has committed, and stored; revoking sets its bit in
// its list, which is signed again in the same transaction, so the served list is always a signed
// one.
import type { components } from '@edugate/api-client';
import {
  certificateCredential,
  signCredential,
  signStatusList,
  setStatusBit,
  statusPosition,
  STATUS_LIST_BITS,
  type CredentialIssuer,
} from '../credentials/issue.ts';
import type {
  OpenBadgeCredential,
  StatusListCredential,
  UnsignedCredential,
} from '@edugate/api-client/credentials';
import type { Database, Queryable } from '../db/database.ts';
import {
  CERTIFICATE_COLUMNS,
  certificateSkillsSql,
  toCertificate,
  type CertificateRow,
} from './certificates.ts';

type Certificate = components['schemas']['Certificate'];

interface IssueRow {
  id: string;
  user_email: string;
  course_id: string | null;
  course_title: string;
  learner_name: string;
  author_name: string;
  issued_at: Date;
  status_index: number;
  revoked_at: Date | null;
  course_description: string | null;
  list_exists: boolean;
}

/** A certificate's credential made in its issuing transaction, to sign once that has committed. */
export interface PendingCredential {
  certificateId: string;
  unsigned: UnsignedCredential;
}

/**
 * Gives a certificate (issued in `tx`, or earlier and still without one) its status bit and
 * returns its credential to sign (null: it has one). The first credential of a list also makes
 * the list, signed with no bit set. The UPDATE locks the row until `tx` ends.
 */
export async function prepareCredentialIn(
  tx: Queryable,
  issuer: CredentialIssuer,
  certificateId: string,
): Promise<PendingCredential | null> {
  const [row] = await tx.query<IssueRow>(
    `UPDATE certificates c
        SET status_index = COALESCE(c.status_index, nextval('credential_status_index_seq'))
      WHERE c.id = $1 AND c.credential IS NULL
      RETURNING c.id, c.user_email, c.course_id, c.course_title, c.learner_name, c.author_name,
        c.issued_at, c.status_index, c.revoked_at,
        (SELECT description FROM courses WHERE id = c.course_id) AS course_description,
        EXISTS (SELECT 1 FROM credential_status_lists
                 WHERE list = c.status_index / ${STATUS_LIST_BITS} + 1) AS list_exists`,
    [certificateId],
  );
  if (!row) return null;
  if (!row.list_exists) {
    const { list } = statusPosition(row.status_index);
    const empty = new Uint8Array(STATUS_LIST_BITS / 8);
    await tx.query(
      `INSERT INTO credential_status_lists (list, bits, credential) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (list) DO NOTHING`,
      [list, empty, JSON.stringify(await signStatusList(issuer, list, empty))],
    );
  }
  // Revoked before it had a credential: its bit says so from the start.
  if (row.revoked_at) await revokeStatusIn(tx, issuer, [row.status_index]);
  return {
    certificateId: row.id,
    unsigned: certificateCredential(issuer, {
      id: row.id,
      issuedAt: new Date(row.issued_at),
      email: row.user_email,
      learnerName: row.learner_name,
      courseId: row.course_id,
      courseTitle: row.course_title,
      courseDescription: row.course_description,
      authorName: row.author_name,
      statusIndex: row.status_index,
    }),
  };
}

/** Stores a signed credential unless the certificate has one already (the first one stays). */
async function storeCredential(
  db: Queryable,
  certificateId: string,
  credential: OpenBadgeCredential,
): Promise<void> {
  await db.query(
    'UPDATE certificates SET credential = $2::jsonb WHERE id = $1 AND credential IS NULL',
    [certificateId, JSON.stringify(credential)],
  );
}

/** Gives a certificate without a credential its signed credential, in `tx`. */
export async function issueCredentialIn(
  tx: Queryable,
  issuer: CredentialIssuer,
  certificateId: string,
): Promise<void> {
  const pending = await prepareCredentialIn(tx, issuer, certificateId);
  if (pending)
    await storeCredential(tx, certificateId, await signCredential(issuer, pending.unsigned));
}

/**
 * Signs and stores the credential of a certificate whose issuing transaction has committed: the
 * signing happens outside it, so no lock and no connection waits for it. Should the process stop
 * in between, the credential is signed when first asked for, or by the next start's backfill.
 */
export async function signIssuedCredential(
  db: Database,
  issuer: CredentialIssuer,
  pending: PendingCredential | null,
): Promise<void> {
  if (!pending) return;
  const credential = await signCredential(issuer, pending.unsigned);
  // No public read shows a credential through the read cache: no cache is cleared for it.
  await db.transaction((tx) => storeCredential(tx, pending.certificateId, credential), {
    private: true,
  });
}

/**
 * Sets the bits of these status indexes and signs each changed list again, in `tx`. Each list row
 * is locked first (in order), so simultaneous revocations in one list never lose a bit.
 */
export async function revokeStatusIn(
  tx: Queryable,
  issuer: CredentialIssuer,
  statusIndexes: readonly number[],
): Promise<void> {
  const byList = new Map<number, number[]>();
  for (const index of statusIndexes) {
    const { list, bit } = statusPosition(index);
    byList.set(list, [...(byList.get(list) ?? []), bit]);
  }
  for (const list of [...byList.keys()].sort((a, b) => a - b)) {
    const [row] = await tx.query<{ bits: Uint8Array }>(
      'SELECT bits FROM credential_status_lists WHERE list = $1 FOR UPDATE',
      [list],
    );
    let bits: Uint8Array = row ? new Uint8Array(row.bits) : new Uint8Array(STATUS_LIST_BITS / 8);
    for (const bit of byList.get(list) ?? []) bits = setStatusBit(bits, bit);
    const signed = JSON.stringify(await signStatusList(issuer, list, bits));
    await tx.query(
      `INSERT INTO credential_status_lists (list, bits, credential) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (list) DO UPDATE SET bits = EXCLUDED.bits, credential = EXCLUDED.credential,
         signed_at = now()`,
      [list, bits, signed],
    );
  }
}

/** Revokes every credential of an account not revoked yet (deleting it), in `tx`. */
export async function revokeAccountCredentialsIn(
  tx: Queryable,
  issuer: CredentialIssuer,
  email: string,
): Promise<number> {
  const rows = await tx.query<{ status_index: number }>(
    `UPDATE certificates SET revoked_at = now()
      WHERE user_email = $1 AND revoked_at IS NULL AND status_index IS NOT NULL
      RETURNING status_index`,
    [email],
  );
  await revokeStatusIn(
    tx,
    issuer,
    rows.map((row) => row.status_index),
  );
  return rows.length;
}

/**
 * Signs the credentials of certificates that have none (issued before credentials existed, or
 * written by the seed), in the migration's transaction. Returns how many it signed.
 */
export async function backfillCredentialsIn(
  tx: Queryable,
  issuer: CredentialIssuer,
): Promise<number> {
  const missing = await tx.query<{ id: string }>(
    'SELECT id FROM certificates WHERE credential IS NULL ORDER BY issued_at, id',
  );
  for (const { id } of missing) await issueCredentialIn(tx, issuer, id);
  return missing.length;
}

export function credentialData(db: Database, issuer: CredentialIssuer) {
  return {
    /** A certificate's credential, as signed; null for an unknown certificate. */
    async credential(certificateId: string): Promise<OpenBadgeCredential | null> {
      const read = () =>
        db.read<{ credential: OpenBadgeCredential | null }>(
          'SELECT credential FROM certificates WHERE id = $1',
          [certificateId],
        );
      const [row] = await read();
      if (!row) return null;
      if (row.credential) return row.credential;
      // Not backfilled yet (CREDENTIAL_BACKFILL=0): signed now, once; the row lock of the
      // UPDATE in issueCredentialIn makes a simultaneous request wait, then find it signed.
      await db.transaction((tx) => issueCredentialIn(tx, issuer, certificateId), { private: true });
      const [signed] = await read();
      return signed?.credential ?? null;
    },

    async statusList(list: number): Promise<StatusListCredential | null> {
      const [row] = await db.read<{ credential: StatusListCredential }>(
        'SELECT credential FROM credential_status_lists WHERE list = $1',
        [list],
      );
      return row?.credential ?? null;
    },

    /**
     * The learner revokes their own certificate's credential (null: not theirs, or none). Once
     * revoked it stays so, with its first date.
     */
    async revoke(certificateId: string, email: string): Promise<Certificate | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx.query<
          CertificateRow & { status_index: number | null; was: Date | null }
        >(
          `UPDATE certificates c SET revoked_at = COALESCE(c.revoked_at, now())
             FROM (SELECT id, revoked_at AS was FROM certificates
                    WHERE id = $1 AND user_email = $2 FOR UPDATE) before
            WHERE c.id = before.id
            RETURNING ${CERTIFICATE_COLUMNS.split(', ')
              .map((column) => `c.${column}`)
              .join(', ')}, c.status_index, before.was, ${certificateSkillsSql('c')}`,
          [certificateId, email],
        );
        if (!row) return null;
        if (row.was === null && row.status_index !== null) {
          await revokeStatusIn(tx, issuer, [row.status_index]);
        }
        return toCertificate(row);
      });
    },
  };
}
