/** A member's standing in a room, or null when not a member. */
export type Membership = { role: 'admin' | 'member'; status: 'active' | 'blocked' } | null;

/** Reading and sending need an active membership: blocked and removed members do neither. */
export const canUseRoom = (m: Membership) => m?.status === 'active';

/** Member changes, renaming and deleting are for the room's active admins. */
export const canAdministerRoom = (m: Membership) => m?.status === 'active' && m.role === 'admin';

/** One's own message can always be deleted; a room admin may delete any message in the room. */
export const canDeleteMessage = (userId: string, message: { senderId: string }, m: Membership) =>
  message.senderId === userId || canAdministerRoom(m);

/** Direct conversations store their two people in a fixed order. */
export const orderedPair = (a: string, b: string): [string, string] => (a < b ? [a, b] : [b, a]);
