/** Opaque bearer tokens: 192 random bits, stored only as a SHA-256 hash. */
import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/database.ts';
import { textArray } from '../db/sql.ts';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
export const newToken = (prefix = 'bxl') => `${prefix}_${randomBytes(24).toString('base64url')}`;

export interface IssueTokenInput {
  userId: number;
  /** Restricts the token to one organization; null lets it see every organization of the user. */
  orgId: number | null;
  scopes: string[];
  kind?: 'personal' | 'oauth' | 'subaccount';
  expiresInSeconds?: number | null;
  /** Extra link for tokens that stand for something narrower than a member (a wallet sub-account). */
  subjectId?: number | null;
}

export async function issueToken(db: Queryable, input: IssueTokenInput): Promise<{ token: string; expiresAt: string | null }> {
  const token = newToken();
  const row = await db.one<{ expires_at: string | null }>(sql`
    INSERT INTO access_tokens (token_hash, user_id, org_id, scopes, kind, subject_id, expires_at)
    VALUES (${hashToken(token)}, ${input.userId}, ${input.orgId}, ${textArray(input.scopes)}, ${input.kind ?? 'personal'},
            ${input.subjectId ?? null},
            ${input.expiresInSeconds ? sql`now() + make_interval(secs => ${input.expiresInSeconds})` : null})
    RETURNING expires_at`);
  return { token, expiresAt: row?.expires_at ?? null };
}
