import type { SessionUser } from '../../http/session';

/** Ids are uuids: the contract accepts them in either case, so they are compared as such. */
export const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Only the owner may see or change their work places (admins included: it is personal data). */
export const canManageWorkplace = (user: Pick<SessionUser, '_id'>, workplace: { userId: string }) =>
  sameId(workplace.userId, user._id);

/** One deletes one's own account; an admin deletes others through the admin call, never their own. */
export const canDeleteOwnAccount = (user: Pick<SessionUser, '_id'>, userId: string) =>
  sameId(user._id, userId);

export const canAdminDelete = (user: Pick<SessionUser, '_id' | 'isAdmin'>, userId: string) =>
  user.isAdmin && !sameId(user._id, userId);

/** An admin changes other accounts' role, modules and standing, never their own (no lock-out). */
export const canAdminChangeAccount = (user: Pick<SessionUser, '_id' | 'isAdmin'>, userId: string) =>
  user.isAdmin && !sameId(user._id, userId);
