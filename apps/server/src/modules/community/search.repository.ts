import { and, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { community } from '@portal/contract';
import type { Db } from '../../db/client';
import {
  isoDate,
  searchResults,
  searchVector,
  type SearchReader,
  type SearchViewer,
  type Searcher,
} from '../../db/full-text';
import {
  communityChannels as channels,
  communityMemberships as memberships,
  communityPosts as posts,
  communityResponses as responses,
  users,
} from '../../db/schema';
import { canSeeAuthor } from './community.policy';
import { readableBy, viewerMembershipOfPost } from './posts.repository';

// Posts and responses in the search (decision 151): what the channel lists show the reader
// (posts.repository's readableBy: private channels to their members, archived channels to
// nobody), never a hidden item, and an anonymous author's name only to that author and site
// admins, as every community answer does. Authors' names are in no search vector, so they
// neither find nor rank an anonymous item.

interface AuthoredRow {
  date: Date;
  authorId: string;
  firstName: string;
  lastName: string;
  anonymous: boolean;
  channelId: string | null;
  channelName: string | null;
}

/** The post's channel, the reader's membership of it, and the item's author. */
const reach = (reader: SearchReader) =>
  sql`left join ${channels} on ${channels.id} = ${posts.channelId}
    left join ${memberships} on ${viewerMembershipOfPost(reader._id)}`;

const visible = (reader: SearchReader): SQL | undefined =>
  and(
    readableBy(reader),
    isNull(posts.hiddenAt),
    or(isNull(posts.channelId), isNull(channels.archivedAt)),
  );

const authorColumns = sql`${users.id} as "authorId", ${users.firstName} as "firstName", ${users.lastName} as "lastName",
  ${posts.channelId} as "channelId", ${channels.name} as "channelName"`;

/** The author's name as the reader may know it. */
function authorName(viewer: SearchViewer, r: AuthoredRow): string {
  const author = canSeeAuthor(viewer, { authorId: r.authorId, anonymous: r.anonymous })
    ? r
    : community.ANONYMOUS_AUTHOR;
  return `${author.firstName} ${author.lastName}`.trim();
}

export function createCommunitySearch(db: Db): Searcher[] {
  return [
    {
      kind: 'post',
      endpoint: community.getPosts,
      search: (q, viewer, page) =>
        searchResults<AuthoredRow>(
          db,
          'post',
          q,
          page,
          viewer,
          (reader) => ({
            from: sql`${posts} ${reach(reader)}`,
            show: sql`inner join ${users} on ${users.id} = ${posts.authorId}`,
            id: sql`${posts.id}`,
            vector: searchVector(posts),
            where: visible(reader),
            names: [sql`${posts.title}`],
            columns: sql`${posts.createdAt} as "date", ${posts.anonymous} as "anonymous", ${authorColumns}`,
            title: sql`${posts.title}`,
            excerpt: sql`${posts.body}`,
            html: true,
          }),
          (r) => ({
            date: isoDate(r.date),
            parent: r.channelId ? { id: r.channelId, name: r.channelName ?? '' } : null,
            context: authorName(viewer, r),
          }),
        ),
    },
    {
      kind: 'response',
      endpoint: community.getResponses,
      search: (q, viewer, page) =>
        searchResults<AuthoredRow & { postId: string; postTitle: string }>(
          db,
          'response',
          q,
          page,
          viewer,
          (reader) => ({
            from: sql`${responses} inner join ${posts} on ${posts.id} = ${responses.postId} ${reach(reader)}`,
            show: sql`inner join ${users} on ${users.id} = ${responses.authorId}`,
            id: sql`${responses.id}`,
            vector: searchVector(responses),
            where: and(visible(reader), isNull(responses.hiddenAt)),
            // The author of an anonymous post stays anonymous in its thread (community.view).
            columns: sql`${responses.createdAt} as "date", ${posts.id} as "postId", ${posts.title} as "postTitle",
              (${posts.anonymous} and ${eq(responses.authorId, posts.authorId)}) as "anonymous", ${authorColumns}`,
            title: sql`${posts.title}`,
            excerpt: sql`${responses.body}`,
            html: true,
          }),
          (r) => ({
            date: isoDate(r.date),
            parent: {
              id: r.postId,
              name: r.postTitle,
              ...(r.channelId ? { channelId: r.channelId } : {}),
            },
            context: authorName(viewer, r),
          }),
        ),
    },
  ];
}
