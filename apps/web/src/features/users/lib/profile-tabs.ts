/** The profile page's tabs; each has its own route (/profile is Details). */
export const PROFILE_TABS = [
  { value: 'details', label: 'Details' },
  { value: 'biography', label: 'Biography' },
  { value: 'work', label: 'Work' },
] as const;

export type ProfileTab = (typeof PROFILE_TABS)[number]['value'];

/** The tab a profile path shows: /profile/biography -> biography; /profile and others -> details. */
export function tabOfPath(pathname: string): ProfileTab {
  const last = pathname.replace(/\/+$/, '').split('/').pop();
  return PROFILE_TABS.find((t) => t.value === last)?.value ?? 'details';
}

/** The route of a tab. */
export const pathOfTab = (tab: ProfileTab) => `/profile/${tab}`;
