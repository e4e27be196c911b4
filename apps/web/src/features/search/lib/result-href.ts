import type { search } from '@portal/contract';

/** A text's words without their highlighting: a title as the item's own list searches for it. */
export const plainText = (text: search.SearchText) => text.map((s) => s.text).join('');

/** A community post's own page: in its channel, or a user post's. */
const postHref = (postId: string, inChannel: boolean) =>
  inChannel ? `/community/post/${postId}` : `/community/user-post/details/${postId}`;

/** A list page searched for the result's title: for a kind with no page of its own. */
const listHref = (path: string, result: search.SearchResult) =>
  `${path}?${new URLSearchParams({ search: plainText(result.title) }).toString()}`;

/**
 * Where a result opens: the item's own page, or the page it lives in (a response's post, a
 * comment's journal club, a producer's profile on its tab), or for a kind without a page of its
 * own (a library item, an FAQ entry) the list that shows it, searched for its title.
 */
export function resultHref(result: search.SearchResult): string {
  const { id, parent } = result;
  switch (result.kind) {
    case 'article':
      return `/newsfeed/view/${id}`;
    case 'post':
      return postHref(id, parent !== null);
    case 'response':
      return parent ? postHref(parent.id, parent.channelId !== undefined) : '/communities';
    case 'journalClub':
      return `/education/journalclub/${id}`;
    case 'clubComment':
      return `/education/journalclub/${parent?.id ?? id}`;
    case 'libraryItem':
      return listHref('/education/library', result);
    case 'webinar':
      return `/education/webinar/${id}`;
    case 'keyPublication':
      return `/education/keyPublications/${id}`;
    case 'faq':
      return listHref('/education/FAQ', result);
    case 'product':
      return `/product/view/${id}`;
    case 'producer':
      return `/education/lp-profiles?${new URLSearchParams({ producer: id }).toString()}`;
    case 'person':
      return `/contact/detail/${id}`;
  }
}

/** A result's kind in the singular, as its badge names it. */
export const KIND_NAMES: Record<search.SearchKind, string> = {
  article: 'Article',
  post: 'Community post',
  response: 'Response',
  journalClub: 'Journal club',
  clubComment: 'Journal club comment',
  libraryItem: 'Library',
  webinar: 'Webinar',
  keyPublication: 'Key publication',
  faq: 'FAQ',
  product: 'Product',
  producer: 'Producer',
  person: 'Person',
};

/**
 * What a result lives in, as its line under the title says it: a post's channel. A response's
 * or a comment's title is already its post's or its journal club's.
 */
export function parentLine(result: search.SearchResult): string | null {
  const name = result.parent?.name;
  if (!name) return null;
  if (result.kind === 'post') return `in ${name}`;
  return name === plainText(result.title) ? null : name;
}
