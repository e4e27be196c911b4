import type { community } from '@portal/contract';

/** A person's full name, with the title in front when they have one. */
export function displayName(person: {
  firstName: string;
  lastName: string;
  title?: string | null;
}): string {
  return [person.title, person.firstName, person.lastName].filter(Boolean).join(' ');
}

/** An anonymous post's author as the API shows it to others: no id, 'Anonymous'. */
export const isAnonymousAuthor = (author: community.PostAuthor): boolean => author._id === null;

/** Where a post is read: a channel post under /community/post, a user post under its own path. */
export function postPath(post: Pick<community.Post, '_id' | 'channel'>): string {
  return post.channel ? `/community/post/${post._id}` : `/community/user-post/details/${post._id}`;
}
