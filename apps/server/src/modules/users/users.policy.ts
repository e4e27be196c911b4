import type { SessionUser } from '../auth/auth.types';

/** Only the owner may see or change their work places (admins included: it is personal data). */
export const canManageWorkplace = (user: Pick<SessionUser, '_id'>, workplace: { userId: string }) =>
  workplace.userId === user._id;

/** One deletes one's own account; an admin deletes others through the admin call, never their own. */
export const canDeleteOwnAccount = (user: Pick<SessionUser, '_id'>, userId: string) =>
  user._id === userId;

export const canAdminDelete = (user: Pick<SessionUser, '_id' | 'isAdmin'>, userId: string) =>
  user.isAdmin && user._id !== userId;
