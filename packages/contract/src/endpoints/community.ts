// Community channels (SPEC §1 Community, §7 Community channels, Community posts and responses):
// forum and education channels, their members and admins, posts (in a channel, or on the
// author's own wall: a "user post"), responses one level deep, anonymous posting, moderation and
// per-channel unread counts. Chat (rooms, direct messages) is `chat`; this is `community`.
//
// Anonymity: a post written with `anonymous: true` names no author to anyone but its author and
// site admins. To everybody else `author` is {@link ANONYMOUS_AUTHOR} (no id, no avatar) in every
// answer that carries the post or the author's responses to it (lists, by id, responses, user
// posts, search, the moderation list); searches match title and body only, and a list by author
// leaves out the author's anonymous posts unless the caller is that author or a site admin. The
// author sees `isOwn: true`, so they can edit and delete it.
import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { IdParamsSchema, ListQuerySchema } from '../envelope';
import { requiredString } from '../validation';
import { MediaSchema } from './auth';
import { QueryFlagSchema } from './news';
import { PROFILE_IMAGE_MAX_BYTES, PROFILE_IMAGE_TYPES } from './users';

// Ids compare as text in the rules (authors, admins), so capitals are made the database's form.
const id = (what: string) => z.uuid({ error: `Invalid ${what}` }).transform((v) => v.toLowerCase());

/** A post or response reported by this many different members is hidden pending review. */
export const COMMUNITY_REPORT_HIDE_THRESHOLD = 3;
/** Longest post title, in characters. */
export const POST_TITLE_MAX_LENGTH = 200;
/** Longest post or response body (HTML, before cleaning), in characters. */
export const POST_BODY_MAX_LENGTH = 20000;
export const RESPONSE_BODY_MAX_LENGTH = 5000;

// Channels

/** `forum` channels show under Community, `education` ones under Education's forums. */
export const CHANNEL_KINDS = ['forum', 'education'] as const;
export type ChannelKind = (typeof CHANNEL_KINDS)[number];

/**
 * `open`: anyone reads it, and joining is immediate. `private`: its posts, responses and members
 * are 403 to non-members; joining is a request a channel admin approves or rejects.
 */
export const CHANNEL_VISIBILITIES = ['open', 'private'] as const;
export type ChannelVisibility = (typeof CHANNEL_VISIBILITIES)[number];

export const MEMBER_ROLES = ['member', 'admin'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/**
 * `pending`: asked to join a private channel; `active`: a member; `removed`: removed by a
 * channel admin (or a rejected request) — such a person cannot ask to join again, only an admin
 * can let them back in (`approve`).
 */
export const MEMBER_STATUSES = ['pending', 'active', 'removed'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

/** The caller's own membership of a channel (null when they have none). */
export const MembershipSchema = z.object({
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  isStarred: z.boolean(),
  isMuted: z.boolean(),
  /** When the caller last opened the channel (updateTime); null before the first visit. */
  lastReadAt: z.string().nullable(),
});
export type Membership = z.infer<typeof MembershipSchema>;

export const ChannelSchema = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  visibility: z.enum(CHANNEL_VISIBILITIES),
  /** Members may post anonymously (set by the channel's admins). */
  allowAnonymous: z.boolean(),
  /** Active members. */
  memberCount: z.number().int().nonnegative(),
  /** Posts the caller can see the count of (visible ones). */
  postCount: z.number().int().nonnegative(),
  lastPostAt: z.string().nullable(),
  membership: MembershipSchema.nullable(),
  /** Posts by others since the caller's lastReadAt (all of them before the first visit); 0 for non-members. */
  unreadCount: z.number().int().nonnegative(),
  /** The caller may approve, reject and remove members, pin, hide and change settings. */
  isAdmin: z.boolean(),
  /** Join requests waiting for a decision; counted for the channel's admins only, else 0. */
  pendingRequestCount: z.number().int().nonnegative(),
  createdAt: z.string(),
});
export type Channel = z.infer<typeof ChannelSchema>;

/** `GET community/channel/get`: search in name and description; filters; name order. */
export const ChannelListQuerySchema = ListQuerySchema.extend({
  kind: z.enum(CHANNEL_KINDS).optional(),
  visibility: z.enum(CHANNEL_VISIBILITIES).optional(),
  /** Only channels the caller starred. */
  starred: QueryFlagSchema.optional(),
});
export type ChannelListQuery = z.infer<typeof ChannelListQuerySchema>;

/** A person as community lists show them. Never e-mail or phone. */
export const CommunityUserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  online: z.boolean(),
  /** The avatar first. */
  media: z.array(MediaSchema),
});
export type CommunityUser = z.infer<typeof CommunityUserSchema>;

/** A channel's member (or a join request: status `pending`). `_id` is the user's id. */
export const ChannelMemberSchema = CommunityUserSchema.extend({
  role: z.enum(MEMBER_ROLES),
  status: z.enum(MEMBER_STATUSES),
  /** The membership row's id (a join request's id in the moderation list). */
  membershipId: z.string(),
  joinedAt: z.string(),
});
export type ChannelMember = z.infer<typeof ChannelMemberSchema>;

/**
 * `GET community/channel/userList/{community}`: active members, admins first then by name;
 * search by name. A channel's admins (and site admins) may ask for `status=pending` (join
 * requests) or `removed`; anyone else asking for those gets 403.
 */
export const ChannelMemberListQuerySchema = ListQuerySchema.extend({
  status: z.enum(MEMBER_STATUSES).optional(),
});
export type ChannelMemberListQuery = z.infer<typeof ChannelMemberListQuerySchema>;

/** A member's public profile (what `/contact/detail/{id}` shows): never e-mail or phone. */
export const UserDetailsSchema = CommunityUserSchema.extend({
  roleName: z.string(),
  biography: z.string().nullable(),
  isSiteAdmin: z.boolean(),
  workplaces: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      position: z.string(),
      town: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  /** Channels the person is an active member of that the caller can see exist (all). */
  channels: z.array(z.object({ _id: z.string(), name: z.string(), role: z.enum(MEMBER_ROLES) })),
});
export type UserDetails = z.infer<typeof UserDetailsSchema>;

/** Someone the Admins tab lists: a site admin, or an admin of one or more channels. */
export const CommunityAdminSchema = CommunityUserSchema.extend({
  roleName: z.string(),
  isSiteAdmin: z.boolean(),
  /** Channels they are an admin of. */
  channels: z.array(z.object({ _id: z.string(), name: z.string() })),
});
export type CommunityAdmin = z.infer<typeof CommunityAdminSchema>;

/**
 * What `POST community/channel/action` does to a channel (`channelId`):
 * - `star` / `unstar`, `mute` / `unmute`: the caller's own flags (members only; idempotent);
 *   starred channels are also listed by `community/channelStarred/get`;
 * - `approve`: a channel admin (or site admin) lets `userId` in — a pending request, or a
 *   removed member back; `reject`: turns a pending request down (the person cannot ask again);
 *   `remove`: takes an active member out (not the last admin).
 */
export const CHANNEL_ACTIONS = [
  'star',
  'unstar',
  'mute',
  'unmute',
  'approve',
  'reject',
  'remove',
] as const;
export type ChannelAction = (typeof CHANNEL_ACTIONS)[number];

export const ChannelActionBodySchema = z.discriminatedUnion('action', [
  z.strictObject({
    action: z.enum(['star', 'unstar', 'mute', 'unmute']),
    channelId: id('channel id'),
  }),
  z.strictObject({
    action: z.enum(['approve', 'reject', 'remove']),
    channelId: id('channel id'),
    userId: id('user id'),
  }),
]);
export type ChannelActionBody = z.infer<typeof ChannelActionBodySchema>;

export const ChannelBodySchema = z.strictObject({ channelId: id('channel id') });
export type ChannelBody = z.infer<typeof ChannelBodySchema>;

/** Channel admins' settings; a field left out stays as it is. */
export const ChannelSettingsBodySchema = z.strictObject({
  channelId: id('channel id'),
  allowAnonymous: z.boolean().optional(),
  description: z
    .string()
    .trim()
    .max(1000, { error: 'This field must be 1000 characters or less' })
    .optional(),
});
export type ChannelSettingsBody = z.infer<typeof ChannelSettingsBodySchema>;

/** New posts per channel since the caller's last visit (their active channels). */
export const ChannelNewPostsSchema = z.object({
  channelId: z.string(),
  newPostCount: z.number().int().nonnegative(),
  lastReadAt: z.string().nullable(),
  lastPostAt: z.string().nullable(),
});
export type ChannelNewPosts = z.infer<typeof ChannelNewPostsSchema>;

export const AdditionalInfoBodySchema = z.strictObject({
  /** Only these channels; all of the caller's active channels when left out. */
  channelIds: z.array(id('channel id')).max(200).optional(),
});
export type AdditionalInfoBody = z.infer<typeof AdditionalInfoBodySchema>;

// Posts

/**
 * The author as shown to the caller. For an anonymous post seen by anyone but its author and site
 * admins it is {@link ANONYMOUS_AUTHOR}: `_id` null, name 'Anonymous', no title, no avatar.
 */
export const PostAuthorSchema = z.object({
  _id: z.string().nullable(),
  firstName: z.string(),
  lastName: z.string(),
  title: z.string().nullable(),
  media: z.array(MediaSchema),
});
export type PostAuthor = z.infer<typeof PostAuthorSchema>;

export const ANONYMOUS_AUTHOR: PostAuthor = {
  _id: null,
  firstName: 'Anonymous',
  lastName: '',
  title: null,
  media: [],
};

/** `visible`, or `hidden` (three reports, or a moderator): seen only by its author and moderators. */
export const ITEM_STATUSES = ['visible', 'hidden'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

export const PostSchema = z.object({
  _id: z.string(),
  /** Null for a user post (on the author's own wall). */
  channel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  title: z.string(),
  /** HTML cleaned through the allow-list on write and on read, as news articles. */
  body: z.string(),
  imageUrl: z.string().nullable(),
  anonymous: z.boolean(),
  author: PostAuthorSchema,
  /** The caller wrote it (true for their anonymous posts too). */
  isOwn: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  isPinned: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  /** Visible responses (replies included). */
  responseCount: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  /** Reports waiting for review; shown to moderators (channel and site admins) only, else 0. */
  reportCount: z.number().int().nonnegative(),
  canEdit: z.boolean(),
  canDelete: z.boolean(),
  /** The caller may pin and hide it (its channel's admins, site admins). */
  canModerate: z.boolean(),
  createdAt: z.string(),
  editedAt: z.string().nullable(),
  /** The latest response, or the post's creation. */
  lastActivityAt: z.string(),
});
export type Post = z.infer<typeof PostSchema>;

/** `newest`: pinned first then newest; `active`: pinned first then latest activity. */
export const POST_SORTS = ['newest', 'active'] as const;
export type PostSort = (typeof POST_SORTS)[number];

/**
 * `GET community/post/get`. `channelId`: that channel's posts (403 if the caller may not read
 * it); `type=user`: user posts only; `authorId`: one person's posts (their anonymous ones only to
 * themselves and site admins). Without filters: every post the caller may read. `search` looks
 * in title and body, never at the author.
 */
export const PostListQuerySchema = ListQuerySchema.extend({
  channelId: id('channel id').optional(),
  authorId: id('user id').optional(),
  type: z.enum(['channel', 'user']).optional(),
  sort: z.enum(POST_SORTS).default('newest'),
});
export type PostListQuery = z.infer<typeof PostListQuerySchema>;

/**
 * Post image limits, checked by content on the server: the profile image's (one multipart limit
 * in the server serves both). Stored as WebP, scaled down to at most
 * {@link POST_IMAGE_MAX_SIDE} pixels on its longest side.
 */
export const POST_IMAGE_MAX_BYTES = PROFILE_IMAGE_MAX_BYTES;
export const POST_IMAGE_TYPES = PROFILE_IMAGE_TYPES;
export const POST_IMAGE_MAX_SIDE = 1600;

/** What `POST community/post/image` answers: the url to send as a post's `imageUrl`. */
export const PostImageSchema = z.object({ imageUrl: z.string() });
export type PostImage = z.infer<typeof PostImageSchema>;

/**
 * A post's image: a url `community/post/image` gave the caller (`/uploads/community/<their
 * id>/...`); the server refuses anyone else's, so nobody attaches another person's file.
 */
const imageUrl = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9][A-Za-z0-9._/-]*$/, { error: 'Invalid image' })
  .refine((v) => !v.includes('..'), { error: 'Invalid image' });

const postBody = () => requiredString({ max: POST_BODY_MAX_LENGTH });

export const CreatePostBodySchema = z.strictObject({
  /** Left out for a user post on one's own wall. */
  channelId: id('channel id').optional(),
  title: requiredString({ max: POST_TITLE_MAX_LENGTH }),
  body: postBody(),
  /** A url from `community/post/image` (the caller's own upload). */
  imageUrl: imageUrl.optional(),
  /** Only where the channel allows it; user posts may always be anonymous. */
  anonymous: z.boolean().default(false),
});
export type CreatePostBody = z.infer<typeof CreatePostBodySchema>;

/** A field left out stays as it is; `imageUrl: null` removes the image. Anonymity is fixed. */
export const EditPostBodySchema = z.strictObject({
  title: requiredString({ max: POST_TITLE_MAX_LENGTH }).optional(),
  body: postBody().optional(),
  imageUrl: imageUrl.nullable().optional(),
});
export type EditPostBody = z.infer<typeof EditPostBodySchema>;

/**
 * What `POST community/post/action` does to a post (`postId`):
 * - `like` / `unlike`: the caller's like (idempotent);
 * - `report`: once per member; at {@link COMMUNITY_REPORT_HIDE_THRESHOLD} reports from
 *   different members the post is hidden pending review; not one's own;
 * - `pin` / `unpin`: the channel's admins (or site admins), channel posts only;
 * - `hide` / `unhide`: moderators (channel admins, site admins); `unhide` also clears reports.
 */
export const POST_ACTIONS = ['like', 'unlike', 'report', 'pin', 'unpin', 'hide', 'unhide'] as const;
export type PostAction = (typeof POST_ACTIONS)[number];

export const PostActionBodySchema = z.strictObject({
  postId: id('post id'),
  action: z.enum(POST_ACTIONS, { error: 'This field is required' }),
});
export type PostActionBody = z.infer<typeof PostActionBodySchema>;

// Responses

export const ResponseSchema = z.object({
  _id: z.string(),
  postId: z.string(),
  /** The top-level response this replies to; null for a top-level response. */
  parentId: z.string().nullable(),
  /** Cleaned HTML, as posts. */
  body: z.string(),
  /** Written by the author of an anonymous post: shown as {@link ANONYMOUS_AUTHOR} too. */
  anonymous: z.boolean(),
  author: PostAuthorSchema,
  /** Written by the post's author (safe to show: it says nothing of who that is). */
  isPostAuthor: z.boolean(),
  isOwn: z.boolean(),
  status: z.enum(ITEM_STATUSES),
  /** Marked the accepted answer by the post's author (one per post). */
  isAccepted: z.boolean(),
  likeCount: z.number().int().nonnegative(),
  isLiked: z.boolean(),
  isReported: z.boolean(),
  reportCount: z.number().int().nonnegative(),
  canDelete: z.boolean(),
  canModerate: z.boolean(),
  /** The caller may accept it: the post's author, on a top-level response. */
  canAccept: z.boolean(),
  createdAt: z.string(),
});
export type PostResponse = z.infer<typeof ResponseSchema>;

/** A top-level response with its replies (oldest first). */
export const ResponseThreadSchema = ResponseSchema.extend({
  replies: z.array(ResponseSchema),
});
export type ResponseThread = z.infer<typeof ResponseThreadSchema>;

/** `GET community/response/get`: top-level responses of a post, accepted first then oldest first. */
export const ResponseListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  postId: id('post id'),
});
export type ResponseListQuery = z.infer<typeof ResponseListQuerySchema>;

export const CreateResponseBodySchema = z.strictObject({
  postId: id('post id'),
  /** Reply to this response; a reply to a reply joins its thread (one level deep). */
  parentId: id('response id').optional(),
  body: requiredString({ max: RESPONSE_BODY_MAX_LENGTH }),
});
export type CreateResponseBody = z.infer<typeof CreateResponseBodySchema>;

/**
 * `status` of `POST community/response/action` (SPEC §3 `responseId` and `status`):
 * - `accepted` / `unaccepted`: the post's author marks a top-level response as the answer
 *   (one per post: accepting another moves the mark);
 * - `liked` / `unliked`: the caller's like;
 * - `reported`: once per member; three reports hide it pending review;
 * - `hidden` / `visible`: moderators (the channel's admins, site admins); `visible` also clears
 *   reports.
 */
export const RESPONSE_STATUS_ACTIONS = [
  'accepted',
  'unaccepted',
  'liked',
  'unliked',
  'reported',
  'hidden',
  'visible',
] as const;
export type ResponseStatusAction = (typeof RESPONSE_STATUS_ACTIONS)[number];

export const ResponseActionBodySchema = z.strictObject({
  responseId: id('response id'),
  status: z.enum(RESPONSE_STATUS_ACTIONS, { error: 'This field is required' }),
});
export type ResponseActionBody = z.infer<typeof ResponseActionBodySchema>;

// Moderation

/**
 * One entry of the review list: a reported post or response (`reportCount` > 0, not yet
 * reviewed), or a join request. Channel admins see their channels' entries; site admins all.
 */
export const ModerationItemSchema = z.object({
  /** The post's, response's or membership's id (what `moderation/action` takes). */
  _id: z.string(),
  type: z.enum(['post', 'response', 'joinRequest']),
  channel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  reportCount: z.number().int().nonnegative(),
  createdAt: z.string(),
  post: PostSchema.nullable(),
  response: ResponseSchema.nullable(),
  /** The person asking to join (join requests only). */
  user: CommunityUserSchema.nullable(),
});
export type ModerationItem = z.infer<typeof ModerationItemSchema>;

export const ModerationListQuerySchema = ListQuerySchema.pick({ limit: true, skip: true }).extend({
  channelId: id('channel id').optional(),
  type: z.enum(['post', 'response', 'joinRequest']).optional(),
});
export type ModerationListQuery = z.infer<typeof ModerationListQuerySchema>;

/**
 * `approve`: a post or response is shown again and its reports cleared; a join request lets the
 * person in. `remove`: a post or response is deleted; a join request is rejected.
 */
export const MODERATION_DECISIONS = ['approve', 'remove'] as const;
export type ModerationDecision = (typeof MODERATION_DECISIONS)[number];

export const ModerationActionBodySchema = z.strictObject({
  type: z.enum(['post', 'response', 'joinRequest']),
  id: id('item id'),
  decision: z.enum(MODERATION_DECISIONS, { error: 'This field is required' }),
});
export type ModerationActionBody = z.infer<typeof ModerationActionBodySchema>;

/** Moderation actions as the log records them, with who did it. */
export const MODERATION_LOG_ACTIONS = [
  'approveMember',
  'rejectMember',
  'removeMember',
  'pinPost',
  'unpinPost',
  'hidePost',
  'unhidePost',
  'autoHidePost',
  'deletePost',
  'hideResponse',
  'unhideResponse',
  'autoHideResponse',
  'deleteResponse',
  'changeSettings',
] as const;
export type ModerationLogAction = (typeof MODERATION_LOG_ACTIONS)[number];

export const ModerationLogEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(MODERATION_LOG_ACTIONS),
  /** Null when the system did it (three reports). */
  actor: CommunityUserSchema.nullable(),
  channel: z.object({ _id: z.string(), name: z.string() }).nullable(),
  targetType: z.enum(['post', 'response', 'member', 'channel']),
  targetId: z.string(),
  createdAt: z.string(),
});
export type ModerationLogEntry = z.infer<typeof ModerationLogEntrySchema>;

// Socket events (sent to the users' `user:<id>` rooms, after the commit)

export const COMMUNITY_SOCKET_EVENTS = {
  /**
   * A channel's unread count for this user changed: a new post by someone else (`postId` set),
   * or the user opened the channel on one of their devices (updateTime; `postId` null, count 0).
   */
  channelUnread: 'channelUnread',
  /** The user's membership of a channel changed (approved, rejected, removed). */
  channelMembership: 'channelMembership',
} as const;

/**
 * A channel's unread count for one member: after a new post (`postId`), or when they read it on
 * a device (`postId` null, count 0). `muted`: the member muted the channel; its posts still count
 * as unread, but the client shows no live bump or notification for them (as Mattermost mutes).
 */
export const ChannelUnreadEventSchema = z.object({
  channelId: z.string(),
  unreadCount: z.number().int().nonnegative(),
  postId: z.string().nullable(),
  lastPostAt: z.string().nullable(),
  muted: z.boolean().default(false),
});
export type ChannelUnreadEvent = z.infer<typeof ChannelUnreadEventSchema>;

export const ChannelMembershipEventSchema = z.object({
  channelId: z.string(),
  channelName: z.string(),
  /** The new status; a rejected request is `removed`. */
  status: z.enum(MEMBER_STATUSES),
  decision: z.enum(['approve', 'reject', 'remove']),
});
export type ChannelMembershipEvent = z.infer<typeof ChannelMembershipEventSchema>;

// Endpoints: channels

export const getChannels = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/get',
  summary:
    'All channels (forum and education, open and private) with member and post counts, the caller’s membership and unread count; search in name and description; by name; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ChannelListQuerySchema,
  response: z.array(ChannelSchema),
});

export const getChannel = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/get/:id',
  summary: 'One channel (its description is public; a private channel’s content is not).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: ChannelSchema,
});

export const getUserChannels = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/getUserChannelList',
  summary:
    'The caller’s channels (active memberships), latest post first, with unread counts; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ListQuerySchema,
  response: z.array(ChannelSchema),
});

export const getChannelMembers = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/userList/:community',
  summary:
    'Members of a channel with roles, admins first; its admins may list pending requests or removed members. Private channels: members only.',
  access: 'user',
  module: 'forum',
  params: z.object({ community: id('channel id') }),
  query: ChannelMemberListQuerySchema,
  response: z.array(ChannelMemberSchema),
});

export const getUserDetails = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/getUserDetails',
  summary:
    'A member’s public profile: name, title, role, work places, biography, online, channels. Never e-mail or phone.',
  access: 'user',
  module: 'forum',
  query: z.object({ userId: id('user id') }),
  response: UserDetailsSchema,
});

export const getCommunityAdmins = defineEndpoint({
  method: 'GET',
  path: '/api/community/channel/adminList',
  summary:
    'The Admins tab: site admins and channel admins with the channels they run; search by name; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ListQuerySchema,
  response: z.array(CommunityAdminSchema),
});

export const channelAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/action',
  summary:
    'star, unstar, mute, unmute (own flags, members only); approve, reject, remove a member (the channel’s admins or site admins). Returns the channel.',
  access: 'user',
  module: 'forum',
  body: ChannelActionBodySchema,
  response: ChannelSchema,
});

export const sendJoinRequest = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/sendJoinRequest',
  summary:
    'Join an open channel at once, or ask to join a private one (pending until a channel admin decides). A removed member gets 403. Returns the channel.',
  access: 'user',
  module: 'forum',
  body: ChannelBodySchema,
  response: ChannelSchema,
});

export const leaveChannel = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/leave',
  summary: 'Leave a channel, or withdraw a pending request.',
  access: 'user',
  module: 'forum',
  body: ChannelBodySchema,
  response: z.null(),
});

export const getAdditionalInfo = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/additionalInfo',
  summary: 'New posts since the caller’s last visit, per channel of theirs.',
  access: 'user',
  module: 'forum',
  body: AdditionalInfoBodySchema,
  response: z.array(ChannelNewPostsSchema),
});

export const updateTime = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/updateTime',
  summary:
    'Mark a channel read now (members); the caller’s other devices get channelUnread with 0.',
  access: 'user',
  module: 'forum',
  body: ChannelBodySchema,
  response: ChannelNewPostsSchema,
});

export const updateChannelSettings = defineEndpoint({
  method: 'POST',
  path: '/api/community/channel/settings',
  summary:
    'Channel admins (or site admins): allow or forbid anonymous posting, change the description.',
  access: 'user',
  module: 'forum',
  body: ChannelSettingsBodySchema,
  response: ChannelSchema,
});

// Endpoints: posts

export const createPost = defineEndpoint({
  method: 'POST',
  path: '/api/community/post/create',
  summary:
    'Post in a channel (active members) or on one’s own wall (no channelId); body is rich text, cleaned; `anonymous` where the channel allows it.',
  access: 'user',
  module: 'forum',
  body: CreatePostBodySchema,
  response: PostSchema,
});

/** Multipart upload, field `file`; the body schema is documentation only. */
export const uploadPostImage = defineEndpoint({
  method: 'POST',
  path: '/api/community/post/image',
  summary:
    'Upload an image for a post (multipart field `file`): JPEG, PNG or WebP checked by content, at most 5 MiB; stored as WebP at most 1600 px on its longest side. Send the answer’s `imageUrl` with post/create or post/edit.',
  access: 'user',
  module: 'forum',
  response: PostImageSchema,
});

export const postAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/post/action',
  summary: 'like, unlike, report a post; pin, unpin, hide, unhide for moderators.',
  access: 'user',
  module: 'forum',
  body: PostActionBodySchema,
  response: PostSchema,
});

export const editPost = defineEndpoint({
  method: 'PUT',
  path: '/api/community/post/edit/:id',
  summary: 'Change an own post’s title, body or image (author only).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  body: EditPostBodySchema,
  response: PostSchema,
});

export const getPosts = defineEndpoint({
  method: 'GET',
  path: '/api/community/post/get',
  summary:
    'Posts by channel, by author or user posts; newest or most active first (pinned first); search in title and body; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: PostListQuerySchema,
  response: z.array(PostSchema),
});

export const getPost = defineEndpoint({
  method: 'GET',
  path: '/api/community/post/get/:id',
  summary: 'One post (403 in a private channel the caller is not a member of).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: PostSchema,
});

export const deletePost = defineEndpoint({
  method: 'DELETE',
  path: '/api/community/post/delete/:id',
  summary: 'Delete a post with its responses (its author, the channel’s admins, site admins).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: z.null(),
});

// Endpoints: responses

export const createResponse = defineEndpoint({
  method: 'POST',
  path: '/api/community/response/create',
  summary: 'Respond to a post, or reply to a response (one level deep); rich text, cleaned.',
  access: 'user',
  module: 'forum',
  body: CreateResponseBodySchema,
  response: ResponseSchema,
});

export const getResponses = defineEndpoint({
  method: 'GET',
  path: '/api/community/response/get',
  summary:
    'Top-level responses of a post with their replies, accepted first then oldest first; total of top-level ones in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ResponseListQuerySchema,
  response: z.array(ResponseThreadSchema),
});

export const responseAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/response/action',
  summary:
    'Change a response’s status: accepted/unaccepted (the post’s author), liked/unliked, reported, hidden/visible (moderators).',
  access: 'user',
  module: 'forum',
  body: ResponseActionBodySchema,
  response: ResponseSchema,
});

export const deleteResponse = defineEndpoint({
  method: 'DELETE',
  path: '/api/community/response/delete/:id',
  summary: 'Delete a response with its replies (its author, the channel’s admins, site admins).',
  access: 'user',
  module: 'forum',
  params: IdParamsSchema,
  response: z.null(),
});

// Endpoints: moderation

export const getModerationQueue = defineEndpoint({
  method: 'GET',
  path: '/api/community/moderation/get',
  summary:
    'The review list: reported posts and responses and join requests of the channels the caller admins (all for site admins), newest first; total in option[0].count.',
  access: 'user',
  module: 'forum',
  query: ModerationListQuerySchema,
  response: z.array(ModerationItemSchema),
});

export const moderationAction = defineEndpoint({
  method: 'POST',
  path: '/api/community/moderation/action',
  summary:
    'Approve or remove a review-list entry (channel admins for their channels, site admins).',
  access: 'user',
  module: 'forum',
  body: ModerationActionBodySchema,
  response: z.null(),
});

export const getModerationLog = defineEndpoint({
  method: 'GET',
  path: '/api/community/moderation/log',
  summary: 'Every moderation action with who did it, newest first. Site admins only.',
  access: 'user',
  module: 'forum',
  admin: true,
  query: ModerationListQuerySchema.pick({ limit: true, skip: true, channelId: true }),
  response: z.array(ModerationLogEntrySchema),
});
