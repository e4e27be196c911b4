import { describe, expect, it } from 'vitest';
import type { community } from '@portal/contract';
import { joinStateOf } from './join-state';

const membership = (status: community.MemberStatus): community.Membership => ({
  role: 'member',
  status,
  isStarred: false,
  isMuted: false,
  lastReadAt: null,
});

describe('joinStateOf', () => {
  it('offers to join an open channel and to ask for a private one', () => {
    expect(joinStateOf({ visibility: 'open', membership: null })).toBe('join');
    expect(joinStateOf({ visibility: 'private', membership: null })).toBe('request');
  });

  it('follows the membership: pending, member, removed', () => {
    expect(joinStateOf({ visibility: 'private', membership: membership('pending') })).toBe(
      'pending',
    );
    expect(joinStateOf({ visibility: 'open', membership: membership('active') })).toBe('member');
    expect(joinStateOf({ visibility: 'private', membership: membership('removed') })).toBe(
      'removed',
    );
  });
});
