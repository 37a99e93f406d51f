/** The access pages' own navigation: members, API tokens, apps, the organization's settings. */
import { ROLE_SUMMARIES } from '../../auth/permissions.ts';
import { h, orgHome } from '../layout/page.ts';

const PAGES: [string, string, string][] = [['members', 'Members', ''], ['tokens', 'API tokens', 'tokens/'], ['apps', 'Apps', 'apps/'], ['settings', 'Settings', 'settings/']];

export function accessNav(orgPk: string, current: 'members' | 'tokens' | 'apps' | 'settings'): string {
  return `<nav aria-label="Access" class="actions">${PAGES.map(([key, label, path]) =>
    `<a href="${h(`${orgHome(orgPk)}access/${path}`)}"${key === current ? ' aria-current="page"' : ''}>${label}</a>`).join(' · ')}</nav>`;
}

/** The roles a member may be given, each with what it may do (src/auth/permissions.ts). */
export const ROLE_OPTIONS: [string, string][] = (['member', 'shipper', 'admin', 'owner'] as const).map((r) => [r, `${r} (${ROLE_SUMMARIES[r]})`]);
