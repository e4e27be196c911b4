import { describe, expect, it } from 'vitest';
import { channelTabOf, searchOfChannelTab } from './channel-tabs';
import { channelListOf, postListOf } from './list-params';

describe('postListOf', () => {
  it('reads the search and the order, an order the API does not know being the newest', () => {
    expect(postListOf(new URLSearchParams(''))).toEqual({ search: '', sort: 'newest' });
    expect(postListOf(new URLSearchParams('search=+pain+&sort=active'))).toEqual({
      search: 'pain',
      sort: 'active',
    });
    expect(postListOf(new URLSearchParams('sort=oldest'))).toEqual({ search: '', sort: 'newest' });
  });
});

describe('channelTabOf', () => {
  it('reads the tab a channel page names, Posts for none or an unknown one', () => {
    expect(channelTabOf(new URLSearchParams(''))).toBe('posts');
    expect(channelTabOf(new URLSearchParams('tab=members'))).toBe('members');
    expect(channelTabOf(new URLSearchParams('tab=secrets'))).toBe('posts');
    expect(searchOfChannelTab('posts')).toBe('');
    expect(searchOfChannelTab('settings')).toBe('?tab=settings');
  });
});

describe('channelListOf', () => {
  it('reads the search, the kind and the starred switch, an unknown kind being every kind', () => {
    expect(channelListOf(new URLSearchParams(''))).toEqual({
      search: '',
      kind: null,
      starred: false,
    });
    expect(channelListOf(new URLSearchParams('search=pain&kind=education&starred=true'))).toEqual({
      search: 'pain',
      kind: 'education',
      starred: true,
    });
    expect(channelListOf(new URLSearchParams('kind=secret&starred=yes')).kind).toBeNull();
  });
});
