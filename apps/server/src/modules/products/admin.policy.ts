// Pure rules of the catalogue's authoring (decision 91), tested without a database.

/** Who made an admin change, as the audit trail names them. */
export interface Actor {
  id: string;
  name: string;
}

/** The audit name of a session user. */
export const actorOf = (user: { _id: string; firstName: string; lastName: string }): Actor => ({
  id: user._id,
  name: `${user.firstName} ${user.lastName}`.trim(),
});

/**
 * The audit action of a change: `publish` or `unpublish` when the change is only the
 * publication time and it moved a draft to a time or back; otherwise `update`.
 */
export function auditActionOf(
  patch: object,
  before: string | null,
  after: string | null,
): 'update' | 'publish' | 'unpublish' {
  const keys = Object.keys(patch);
  if (keys.length !== 1 || keys[0] !== 'publishedAt') return 'update';
  if (before === null && after !== null) return 'publish';
  if (before !== null && after === null) return 'unpublish';
  return 'update';
}
