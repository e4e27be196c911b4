import { community } from '@portal/contract';
import { reportsHideItem } from '../../infra/discussion/policy';

// Who may do what in community channels. Pure functions, so the rules are tested without a
// database; the services call them and the repositories only fetch the facts.

/** The part of the session user the rules read; `isAdmin` is a site admin. */
export interface Actor {
  _id: string;
  isAdmin: boolean;
}

/** The actor's membership of a channel, or null. */
export type MembershipFacts = {
  role: community.MemberRole;
  status: community.MemberStatus;
} | null;

export interface ChannelFacts {
  visibility: community.ChannelVisibility;
  allowAnonymous: boolean;
  membership: MembershipFacts;
}

/** The part of a post or response the rules read. */
export type { ItemFacts } from '../../infra/discussion/policy';

export const isActiveMember = (m: MembershipFacts): boolean => m?.status === 'active';

export const isChannelAdmin = (m: MembershipFacts): boolean =>
  m?.status === 'active' && m.role === 'admin';

/** Approve, reject and remove members, pin, hide, change settings: its admins and site admins. */
export const canModerateChannel = (actor: Actor, m: MembershipFacts): boolean =>
  actor.isAdmin || isChannelAdmin(m);

/**
 * Posts, responses and members of a channel. Open channels are read by anyone but those removed
 * from them; private ones by active members only. Site admins read everything.
 */
export const canReadChannel = (actor: Actor, c: Pick<ChannelFacts, 'visibility' | 'membership'>) =>
  actor.isAdmin ||
  isActiveMember(c.membership) ||
  (c.visibility === 'open' && c.membership?.status !== 'removed');

/**
 * An archived channel (issue 48) is gone for its members: only site admins still reach it (to
 * read it, or restore it from the admin area).
 */
export const canReachChannel = (actor: Actor, c: { archivedAt: Date | null }): boolean =>
  actor.isAdmin || c.archivedAt === null;

/** An archived channel takes no posts or responses, from anybody. */
export const channelTakesPosts = (c: { archivedAt: Date | null }): boolean => c.archivedAt === null;

/** Posting and responding in a channel takes an active membership (site admins may anyway). */
export const canPostInChannel = (actor: Actor, m: MembershipFacts): boolean =>
  actor.isAdmin || isActiveMember(m);

/**
 * What a join request does: `active` (open channel, joined at once), `pending` (private: waits
 * for an admin), `unchanged` (already a member or already asked), `refused` (removed or turned
 * down before: only an admin can let them back).
 */
export function joinOutcome(
  visibility: community.ChannelVisibility,
  m: MembershipFacts,
): 'active' | 'pending' | 'unchanged' | 'refused' {
  if (m?.status === 'removed') return 'refused';
  if (m) return 'unchanged';
  return visibility === 'open' ? 'active' : 'pending';
}

/** Anonymous posts are allowed on one's own wall and where the channel's admins allow them. */
export const canPostAnonymously = (channel: Pick<ChannelFacts, 'allowAnonymous'> | null) =>
  channel === null || channel.allowAnonymous;

/**
 * Whether `actor` may learn who wrote an anonymous item: its author and site admins (for
 * moderation) only — not channel admins.
 */
export const canSeeAuthor = (actor: Actor, item: { authorId: string; anonymous: boolean }) =>
  !item.anonymous || actor._id === item.authorId || actor.isAdmin;

// Seeing, editing, deleting and reporting an item are the rules of every discussion.
export {
  canDeleteItem,
  canEditItem,
  canReportItem as canReport,
  canSeeItem,
} from '../../infra/discussion/policy';

/** The post's author marks the accepted answer, on a top-level response. */
export const canAcceptResponse = (
  actor: Actor,
  post: { authorId: string },
  response: { parentId: string | null },
): boolean => actor._id === post.authorId && response.parentId === null;

/** True when this many distinct reports hide an item pending review. */
export const reportsHide = (reportCount: number): boolean =>
  reportsHideItem(reportCount, community.COMMUNITY_REPORT_HIDE_THRESHOLD);

/** A member cannot be removed if they are the channel's last admin. */
export const canRemoveMember = (
  target: NonNullable<MembershipFacts>,
  activeAdminCount: number,
): boolean => !(target.role === 'admin' && target.status === 'active' && activeAdminCount <= 1);
