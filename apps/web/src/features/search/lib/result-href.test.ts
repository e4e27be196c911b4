import { describe, expect, it } from 'vitest';
import { resultOf } from '../test/search-fixtures';
import { parentLine, resultHref } from './result-href';

describe('resultHref', () => {
  const post = { id: 'p-1', name: 'CBD and clobazam', channelId: 'ch-1' };
  it.each([
    [resultOf('article', 'a-1', 'A'), '/newsfeed/view/a-1'],
    [
      resultOf('post', 'p-1', 'P', { parent: { id: 'ch-1', name: 'Epilepsy' } }),
      '/community/post/p-1',
    ],
    [resultOf('post', 'p-2', 'P'), '/community/user-post/details/p-2'],
    [resultOf('response', 'r-1', 'R', { parent: post }), '/community/post/p-1'],
    [
      resultOf('response', 'r-2', 'R', { parent: { id: 'p-2', name: 'Mine' } }),
      '/community/user-post/details/p-2',
    ],
    [resultOf('journalClub', 'j-1', 'J'), '/education/journalclub/j-1'],
    [
      resultOf('clubComment', 'c-1', 'C', { parent: { id: 'j-1', name: 'Club' } }),
      '/education/journalclub/j-1',
    ],
    [resultOf('libraryItem', 'l-1', 'NICE & CBD'), '/education/library?search=NICE+%26+CBD'],
    [resultOf('webinar', 'w-1', 'W'), '/education/webinar/w-1'],
    [resultOf('keyPublication', 'k-1', 'K'), '/education/keyPublications/k-1'],
    [resultOf('faq', 'f-1', 'Dosing clobazam'), '/education/FAQ?search=Dosing+clobazam'],
    [resultOf('product', 'pr-1', 'Oil'), '/product/view/pr-1'],
    [resultOf('producer', 'm-1', 'Maker'), '/education/lp-profiles?producer=m-1'],
    [resultOf('person', 'u-1', 'Amelia Hughes'), '/contact/detail/u-1'],
  ])('opens a %# result at its page', (result, href) => {
    expect(resultHref(result)).toBe(href);
  });
});

describe('parentLine', () => {
  it('names a post’s channel, and no parent its title already names', () => {
    const channel = { id: 'ch-1', name: 'Epilepsy' };
    expect(parentLine(resultOf('post', 'p-1', 'P', { parent: channel }))).toBe('in Epilepsy');
    expect(parentLine(resultOf('post', 'p-2', 'P'))).toBeNull();
    const onPost = { id: 'p-1', name: 'CBD and clobazam', channelId: 'ch-1' };
    expect(parentLine(resultOf('response', 'r-1', 'CBD and clobazam', { parent: onPost }))).toBe(
      null,
    );
    expect(parentLine(resultOf('clubComment', 'c-1', 'Other', { parent: onPost }))).toBe(
      'CBD and clobazam',
    );
  });
});
