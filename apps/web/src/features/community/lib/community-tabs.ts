import type { CommunityTab } from './community-store';

/** The community page's tabs, each with the alias route that opens it (SPEC §2). */
export const COMMUNITY_TABS: readonly { value: CommunityTab; label: string; path: string }[] = [
  { value: 'forums', label: 'Forums', path: '/community/forums' },
  { value: 'userposts', label: 'User posts', path: '/community/userposts' },
  { value: 'users', label: 'Users', path: '/community/users' },
  { value: 'admins', label: 'Admins', path: '/community/admins' },
];

/** The tab an alias route names; null for /communities itself (the remembered tab shows). */
export function tabOfPath(pathname: string): CommunityTab | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return COMMUNITY_TABS.find((t) => t.path === path)?.value ?? null;
}

/** The alias route of a tab. */
export function pathOfTab(tab: CommunityTab): string {
  return COMMUNITY_TABS.find((t) => t.value === tab)?.path ?? '/communities';
}

export function isCommunityTab(value: string | null): value is CommunityTab {
  return COMMUNITY_TABS.some((t) => t.value === value);
}
