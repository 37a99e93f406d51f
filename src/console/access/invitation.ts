/**
 * Invitation links: `/console/invitations/bxi_<org id>_<random>`. The link names its organization (so its lookup
 * stays inside one organization's rows) and only its hash is stored; it is shown once, to the inviter.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../../auth/tokens.ts';

export const INVITATION_SECONDS = 7 * 24 * 3600;

export function newInvitationToken(orgId: number): { token: string; hash: string } {
  const token = `bxi_${orgId}_${randomBytes(24).toString('base64url')}`;
  return { token, hash: hashToken(token) };
}

export function parseInvitationToken(token: string): { orgId: number; hash: string } | null {
  const match = /^bxi_(\d{1,15})_[A-Za-z0-9_-]{32}$/.exec(token);
  return match ? { orgId: Number(match[1]), hash: hashToken(token) } : null;
}

export const invitationPath = (token: string) => `/console/invitations/${token}`;
