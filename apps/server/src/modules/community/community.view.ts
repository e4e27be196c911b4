import { community } from '@portal/contract';
import { avatarMedia } from '../../db/person-columns';
import { sanitizeRichText } from '../../infra/rich-text';
import {
  canAcceptResponse,
  canDeleteItem,
  canEditItem,
  canModerateChannel,
  canReadChannel,
  canSeeAuthor,
  type Actor,
  type MembershipFacts,
} from './community.policy';

// Rows to the contract, shared by the community sub-services. Every place that names the author
// of a post or response goes through `authorFor`, so anonymity is decided in one spot.

/** A person's columns as the repositories select them. */
export interface PersonRow {
  authorId: string;
  firstName: string;
  lastName: string;
  authorTitle: string | null;
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
}

export const mediaOf = avatarMedia;

/** The author as `viewer` may see them: the anonymous placeholder unless allowed to know. */
export function authorFor(viewer: Actor, r: PersonRow, anonymous: boolean): community.PostAuthor {
  if (!canSeeAuthor(viewer, { authorId: r.authorId, anonymous })) {
    return { ...community.ANONYMOUS_AUTHOR, media: [] };
  }
  return {
    _id: r.authorId,
    firstName: r.firstName,
    lastName: r.lastName,
    title: r.authorTitle,
    media: mediaOf(r),
  };
}

/** The viewer's membership of the item's channel, as the repositories select it. */
export interface ViewerMembershipRow {
  viewerRole: string | null;
  viewerStatus: string | null;
}

export const membershipFacts = (r: ViewerMembershipRow): MembershipFacts =>
  r.viewerRole && r.viewerStatus
    ? {
        role: r.viewerRole as community.MemberRole,
        status: r.viewerStatus as community.MemberStatus,
      }
    : null;

export interface PostRow extends PersonRow, ViewerMembershipRow {
  id: string;
  channelId: string | null;
  channelName: string | null;
  channelVisibility: community.ChannelVisibility | null;
  /** Its channel was archived (issue 48): nothing more is posted or responded there. */
  channelArchivedAt: Date | null;
  title: string;
  body: string;
  imageUrl: string | null;
  anonymous: boolean;
  pinnedAt: Date | null;
  hiddenAt: Date | null;
  editedAt: Date | null;
  createdAt: Date;
  lastActivityAt: Date;
  likeCount: number;
  responseCount: number;
  reportCount: number;
  isLiked: boolean;
  isReported: boolean;
}

/** Moderators of an item: site admins, and the admins of its channel (user posts: none). */
export const moderates = (viewer: Actor, r: ViewerMembershipRow & { channelId: string | null }) =>
  viewer.isAdmin || (r.channelId !== null && canModerateChannel(viewer, membershipFacts(r)));

export function toPost(viewer: Actor, r: PostRow): community.Post {
  const moderator = moderates(viewer, r);
  return {
    _id: r.id,
    channel: r.channelId && r.channelName ? { _id: r.channelId, name: r.channelName } : null,
    title: r.title,
    // Cleaned on write; cleaned again on read so a row written around the service cannot reach a page.
    body: sanitizeRichText(r.body),
    imageUrl: r.imageUrl,
    anonymous: r.anonymous,
    author: authorFor(viewer, r, r.anonymous),
    isOwn: r.authorId === viewer._id,
    status: r.hiddenAt ? 'hidden' : 'visible',
    isPinned: r.pinnedAt !== null,
    likeCount: Number(r.likeCount),
    responseCount: Number(r.responseCount),
    isLiked: r.isLiked,
    isReported: r.isReported,
    reportCount: moderator ? Number(r.reportCount) : 0,
    canEdit: canEditItem(viewer, r),
    canDelete: canDeleteItem(viewer, r, moderator),
    canModerate: moderator,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    lastActivityAt: r.lastActivityAt.toISOString(),
  };
}

export interface ResponseRow extends PersonRow, ViewerMembershipRow {
  id: string;
  postId: string;
  parentId: string | null;
  body: string;
  acceptedAt: Date | null;
  hiddenAt: Date | null;
  createdAt: Date;
  likeCount: number;
  reportCount: number;
  isLiked: boolean;
  isReported: boolean;
  channelId: string | null;
  postAuthorId: string;
  postAnonymous: boolean;
}

export function toResponse(viewer: Actor, r: ResponseRow): community.PostResponse {
  const moderator = moderates(viewer, r);
  const isPostAuthor = r.authorId === r.postAuthorId;
  // The author of an anonymous post stays anonymous in their own thread.
  const anonymous = r.postAnonymous && isPostAuthor;
  return {
    _id: r.id,
    postId: r.postId,
    parentId: r.parentId,
    body: sanitizeRichText(r.body),
    anonymous,
    author: authorFor(viewer, r, anonymous),
    isPostAuthor,
    isOwn: r.authorId === viewer._id,
    status: r.hiddenAt ? 'hidden' : 'visible',
    isAccepted: r.acceptedAt !== null,
    likeCount: Number(r.likeCount),
    isLiked: r.isLiked,
    isReported: r.isReported,
    reportCount: moderator ? Number(r.reportCount) : 0,
    canDelete: canDeleteItem(viewer, r, moderator),
    canModerate: moderator,
    canAccept: canAcceptResponse(viewer, { authorId: r.postAuthorId }, r),
    createdAt: r.createdAt.toISOString(),
  };
}

export interface ChannelRow extends ViewerMembershipRow {
  id: string;
  name: string;
  description: string;
  kind: community.ChannelKind;
  visibility: community.ChannelVisibility;
  allowAnonymous: boolean;
  imageUrl: string | null;
  archivedAt: Date | null;
  createdAt: Date;
  memberCount: number;
  postCount: number;
  lastPostAt: Date | string | null;
  unreadCount: number;
  pendingRequestCount: number;
  isStarred: boolean | null;
  isMuted: boolean | null;
  lastReadAt: Date | null;
}

const iso = (d: Date | string | null): string | null =>
  d === null ? null : (typeof d === 'string' ? new Date(d) : d).toISOString();

/** What every answer carrying a channel says of it, whoever asks (readers and site admins). */
export const channelFacts = (
  r: Pick<
    ChannelRow,
    'id' | 'name' | 'description' | 'kind' | 'visibility' | 'allowAnonymous' | 'imageUrl'
  >,
) => ({
  _id: r.id,
  name: r.name,
  description: r.description,
  kind: r.kind,
  visibility: r.visibility,
  allowAnonymous: r.allowAnonymous,
  imageUrl: r.imageUrl,
});

/**
 * A channel as `viewer` sees it. Its activity (post count, last post, unread) is told only to
 * those who may read its posts: a private channel's outsiders see 0 posts and no last post, as
 * if it were quiet, and the web shows them neither.
 */
export function toChannel(viewer: Actor, r: ChannelRow): community.Channel {
  const m = membershipFacts(r);
  const isAdmin = canModerateChannel(viewer, m);
  const seesActivity = canReadChannel(viewer, { visibility: r.visibility, membership: m });
  return {
    ...channelFacts(r),
    memberCount: Number(r.memberCount),
    postCount: seesActivity ? Number(r.postCount) : 0,
    lastPostAt: seesActivity ? iso(r.lastPostAt) : null,
    membership: m
      ? {
          ...m,
          isStarred: r.isStarred ?? false,
          isMuted: r.isMuted ?? false,
          lastReadAt: iso(r.lastReadAt),
        }
      : null,
    unreadCount: seesActivity && m?.status === 'active' ? Number(r.unreadCount) : 0,
    isAdmin,
    pendingRequestCount: isAdmin ? Number(r.pendingRequestCount) : 0,
    createdAt: r.createdAt.toISOString(),
  };
}

export interface MemberRow {
  userId: string;
  firstName: string;
  lastName: string;
  title: string | null;
  mediaId: string | null;
  mediaPath: string | null;
  mediaThumbPath: string | null;
}

export const toCommunityUser = (r: MemberRow, online: Set<string>): community.CommunityUser => ({
  _id: r.userId,
  firstName: r.firstName,
  lastName: r.lastName,
  title: r.title,
  online: online.has(r.userId),
  media: mediaOf(r),
});
