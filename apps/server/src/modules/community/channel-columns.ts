import { and, eq, isNull, sql, type SQLWrapper } from 'drizzle-orm';
import {
  communityChannels as channels,
  communityMemberships as memberships,
  communityPosts as posts,
} from '../../db/schema';

// A channel as a viewer reads it. Unread numbers are derived in the query from the posts and the
// viewer's lastReadAt (decision 12's rule); member and post counts are the channel row's own,
// kept by the database's triggers (decision 128).

/** Posts that count: those not hidden. */
export const visiblePost = sql`${posts.hiddenAt} is null`;

export function channelColumns(viewerId: string | SQLWrapper) {
  return {
    id: channels.id,
    name: channels.name,
    description: channels.description,
    kind: channels.kind,
    visibility: channels.visibility,
    allowAnonymous: channels.allowAnonymous,
    imageUrl: channels.imageUrl,
    archivedAt: channels.archivedAt,
    createdAt: channels.createdAt,
    viewerRole: memberships.role,
    viewerStatus: memberships.status,
    isStarred: memberships.isStarred,
    isMuted: memberships.isMuted,
    lastReadAt: memberships.lastReadAt,
    memberCount: channels.memberCount,
    postCount: channels.postCount,
    lastPostAt: channels.lastPostAt,
    // One range of the (channel_id, created_at) index, the posts since the last read: written
    // as `last_read_at is null or created_at > last_read_at`, it read every post of the channel.
    unreadCount: sql<number>`(select count(*)::int from ${posts} where ${posts.channelId} = ${channels.id} and ${posts.createdAt} > coalesce(${memberships.lastReadAt}, '-infinity') and ${visiblePost} and ${posts.authorId} <> ${viewerId})`,
    pendingRequestCount: sql<number>`(select count(*)::int from ${memberships} m where m.channel_id = ${channels.id} and m.status = 'pending')`,
  };
}

/** Channels that run: an archived one is in nobody's list (issue 48). */
export const notArchived = isNull(channels.archivedAt);

export const viewerJoin = (viewerId: string | SQLWrapper) =>
  and(eq(memberships.channelId, channels.id), eq(memberships.userId, viewerId));
