import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { users } from './users';

// Community channels (SPEC §1 Community, issue 14): forums, their members, posts, responses,
// likes, reports and the moderation log. Unread numbers are derived from these rows, never kept in
// memory (decision 12's rule, as chat); a channel's member and post counts are kept on its row by
// triggers of the database (decision 128), which every write of those rows passes.

export const communityChannels = pgTable(
  'community_channels',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    description: text().notNull().default(''),
    kind: text({ enum: ['forum', 'education'] }).notNull(),
    visibility: text({ enum: ['open', 'private'] }).notNull(),
    allowAnonymous: boolean().notNull().default(false),
    /** Its picture (`/uploads/channels/…`), set by site admins (issue 48). */
    imageUrl: text(),
    /**
     * Set when a site admin archives it: it leaves members' lists and takes no posts or
     * responses; its rows stay, and restoring clears it.
     */
    archivedAt: timestamp({ withTimezone: true }),
    createdBy: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Active members; kept by a trigger on community_memberships (decision 128). */
    memberCount: integer().notNull().default(0),
    /** Posts not hidden, and the newest one's time; kept by triggers on community_posts. */
    postCount: integer().notNull().default(0),
    lastPostAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('community_channels_name_idx').on(sql`lower(${t.name})`),
    check('community_channels_kind_check', sql`${t.kind} in ('forum', 'education')`),
    check('community_channels_visibility_check', sql`${t.visibility} in ('open', 'private')`),
  ],
);

/**
 * One row per person and channel: a join request (`pending`), a member (`active`) or someone
 * removed or turned down (`removed`, who cannot ask again). `lastReadAt` is the unread marker.
 */
export const communityMemberships = pgTable(
  'community_memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid()
      .notNull()
      .references(() => communityChannels.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text({ enum: ['member', 'admin'] })
      .notNull()
      .default('member'),
    status: text({ enum: ['pending', 'active', 'removed'] }).notNull(),
    isStarred: boolean().notNull().default(false),
    isMuted: boolean().notNull().default(false),
    lastReadAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('community_memberships_channel_user_idx').on(t.channelId, t.userId),
    index('community_memberships_user_idx').on(t.userId, t.status),
    // A channel's member and request counts (every channel list) read this index alone, not a
    // heap row per member.
    index('community_memberships_channel_status_idx').on(t.channelId, t.status),
    check('community_memberships_role_check', sql`${t.role} in ('member', 'admin')`),
    check(
      'community_memberships_status_check',
      sql`${t.status} in ('pending', 'active', 'removed')`,
    ),
  ],
);

/**
 * Posts: in a channel, or a user post (`channelId` null) on the author's own wall. `body` is HTML
 * sanitised before it was written. Hidden posts are seen by their author and moderators only.
 */
export const communityPosts = pgTable(
  'community_posts',
  {
    id: uuid().primaryKey().defaultRandom(),
    channelId: uuid().references(() => communityChannels.id, { onDelete: 'cascade' }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    body: text().notNull(),
    imageUrl: text(),
    anonymous: boolean().notNull().default(false),
    pinnedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text({ enum: ['reports', 'moderator'] }),
    editedAt: timestamp({ withTimezone: true }),
    /** The latest response, or the creation: the "most active" order. */
    lastActivityAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('community_posts_channel_created_idx').on(
      t.channelId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    // A channel's page in each of its orders, pinned first (posts.repository's pagePosts): read
    // in order and stopped at the page, not sorted from every post of the channel.
    index('community_posts_channel_page_newest_idx').on(
      t.channelId,
      sql`(${t.pinnedAt} is null)`,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_channel_page_active_idx').on(
      t.channelId,
      sql`(${t.pinnedAt} is null)`,
      t.lastActivityAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('community_posts_author_idx').on(t.authorId),
    check(
      'community_posts_hidden_reason_check',
      sql`${t.hiddenReason} is null or ${t.hiddenReason} in ('reports', 'moderator')`,
    ),
  ],
);

/** Responses to a post; `parentId` is a top-level response of the same post (one level). */
export const communityResponses = pgTable(
  'community_responses',
  {
    id: uuid().primaryKey().defaultRandom(),
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    parentId: uuid().references((): AnyPgColumn => communityResponses.id, {
      onDelete: 'cascade',
    }),
    authorId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text().notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    hiddenAt: timestamp({ withTimezone: true }),
    hiddenReason: text({ enum: ['reports', 'moderator'] }),
    ...timestamps,
  },
  (t) => [
    index('community_responses_post_created_idx').on(t.postId, t.createdAt, t.id),
    index('community_responses_parent_idx').on(t.parentId),
    index('community_responses_author_idx').on(t.authorId),
    check(
      'community_responses_hidden_reason_check',
      sql`${t.hiddenReason} is null or ${t.hiddenReason} in ('reports', 'moderator')`,
    ),
  ],
);

/** Likes and reports of posts; the key keeps each member to one of each per post. */
export const communityPostReactions = pgTable(
  'community_post_reactions',
  {
    postId: uuid()
      .notNull()
      .references(() => communityPosts.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['like', 'report'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId, t.kind] }),
    index('community_post_reactions_user_idx').on(t.userId),
    check('community_post_reactions_kind_check', sql`${t.kind} in ('like', 'report')`),
  ],
);

/** Likes and reports of responses, as of posts. */
export const communityResponseReactions = pgTable(
  'community_response_reactions',
  {
    responseId: uuid()
      .notNull()
      .references(() => communityResponses.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['like', 'report'] }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.responseId, t.userId, t.kind] }),
    index('community_response_reactions_user_idx').on(t.userId),
    check('community_response_reactions_kind_check', sql`${t.kind} in ('like', 'report')`),
  ],
);

/**
 * Every moderation action with who did it (`actorId` null: the system, at three reports). The
 * target may be gone since, so it is an id without a reference.
 */
export const communityModerationLog = pgTable(
  'community_moderation_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    action: text().notNull(),
    channelId: uuid().references(() => communityChannels.id, { onDelete: 'set null' }),
    targetType: text({ enum: ['post', 'response', 'member', 'channel'] }).notNull(),
    targetId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('community_moderation_log_created_idx').on(t.createdAt.desc().nullsFirst()),
    index('community_moderation_log_channel_idx').on(t.channelId),
    check(
      'community_moderation_log_target_type_check',
      sql`${t.targetType} in ('post', 'response', 'member', 'channel')`,
    ),
  ],
);
