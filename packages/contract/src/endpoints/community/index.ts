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
//
// One file per part: admins' running of channels, channels, people, posts, responses, moderation, socket events, and what
// they share; `community` (index.ts) is all of them, as one namespace.
export * from './admin';
export * from './channels';
export * from './events';
export * from './moderation';
export * from './people';
export * from './posts';
export * from './responses';
export * from './shared';
