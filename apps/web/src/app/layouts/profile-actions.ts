/** The profile dropdown's items; each opens an action by id (SPEC §2). */
export const PROFILE_ACTIONS = [
  { id: 'profile', name: 'Profile' },
  { id: 'logout', name: 'Logout' },
] as const;

export type ProfileActionId = (typeof PROFILE_ACTIONS)[number]['id'];
