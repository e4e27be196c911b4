// The scenario load benchmark's mix (bench/load.ts): how often a virtual user, after its think
// time, does each thing. Relative weights; change them here and nowhere else. Activities a user
// may not do (products without self-certification, approving without being a doctor) fall back
// to reading the feed, as the web app offers them nothing else there.
export const LOAD_MIX = {
  /** Home: every call of its blocks at once, as its loader starts them. */
  home: 15,
  /** The feed's first page, then one article (a counted view) with its comments. */
  readArticle: 20,
  bookmark: 4,
  comment: 3,
  /** The chat list and one conversation's latest messages. */
  readChat: 12,
  /** One message over the socket, acknowledged; the room's members receive it. */
  sendChat: 12,
  /** Self-certified users: the catalogue with filters and a sort, then one product. */
  products: 10,
  /** Webinars and one of them, and the key publications. */
  education: 6,
  /** A channel's posts and one post's responses. */
  readChannel: 8,
  post: 2,
  respond: 3,
  /** A doctor's free slots over the next two weeks, then a booking of one. */
  book: 3,
  /** Doctors: their pending requests, and the first approved. */
  approve: 2,
} as const;

export type LoadActivity = keyof typeof LOAD_MIX;
