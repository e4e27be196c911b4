import { describe, expect, it } from 'vitest';
import {
  canAcceptResponse,
  canDeleteItem,
  canEditItem,
  canModerateChannel,
  canPostAnonymously,
  canPostInChannel,
  canReachChannel,
  canReadChannel,
  canRemoveMember,
  canReport,
  canSeeAuthor,
  canSeeItem,
  channelTakesPosts,
  joinOutcome,
  reportsHide,
  type MembershipFacts,
} from './community.policy';

const me = { _id: 'me', isAdmin: false };
const siteAdmin = { _id: 'boss', isAdmin: true };
const member: MembershipFacts = { role: 'member', status: 'active' };
const admin: MembershipFacts = { role: 'admin', status: 'active' };
const pending: MembershipFacts = { role: 'member', status: 'pending' };
const removed: MembershipFacts = { role: 'member', status: 'removed' };
const removedAdmin: MembershipFacts = { role: 'admin', status: 'removed' };

describe('reading channels', () => {
  it('opens private channels to active members and site admins only', () => {
    const read = (m: MembershipFacts, who = me) =>
      canReadChannel(who, { visibility: 'private', membership: m });
    expect([null, pending, removed, member, admin].map((m) => read(m))).toEqual([
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(read(null, siteAdmin)).toBe(true);
  });

  it('opens open channels to everyone but removed members', () => {
    const read = (m: MembershipFacts) => canReadChannel(me, { visibility: 'open', membership: m });
    expect([null, pending, member, removed].map(read)).toEqual([true, true, true, false]);
  });

  it('lets only active members (and site admins) post', () => {
    expect([null, pending, removed, member].map((m) => canPostInChannel(me, m))).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect(canPostInChannel(siteAdmin, null)).toBe(true);
  });
});

describe('joining and moderation', () => {
  it('joins open channels at once, queues private ones and refuses removed members', () => {
    expect(joinOutcome('open', null)).toBe('active');
    expect(joinOutcome('private', null)).toBe('pending');
    expect(joinOutcome('private', pending)).toBe('unchanged');
    expect(joinOutcome('open', member)).toBe('unchanged');
    expect(joinOutcome('open', removed)).toBe('refused');
    expect(joinOutcome('private', removed)).toBe('refused');
  });

  it('leaves moderation to the channel’s active admins and site admins', () => {
    expect(canModerateChannel(me, admin)).toBe(true);
    expect(canModerateChannel(me, member)).toBe(false);
    expect(canModerateChannel(me, removedAdmin)).toBe(false);
    expect(canModerateChannel(siteAdmin, null)).toBe(true);
  });

  it('keeps the last admin in', () => {
    expect(canRemoveMember({ role: 'admin', status: 'active' }, 1)).toBe(false);
    expect(canRemoveMember({ role: 'admin', status: 'active' }, 2)).toBe(true);
    expect(canRemoveMember({ role: 'member', status: 'active' }, 1)).toBe(true);
  });

  it('hides at three reports', () => {
    expect([2, 3, 4].map(reportsHide)).toEqual([false, true, true]);
  });
});

describe('items', () => {
  const mine = { authorId: 'me', hidden: false };
  const theirs = { authorId: 'them', hidden: false };

  it('edits by the author only; deletes by the author or a moderator', () => {
    expect(canEditItem(me, mine)).toBe(true);
    expect(canEditItem(siteAdmin, theirs)).toBe(false);
    expect(canDeleteItem(me, mine, false)).toBe(true);
    expect(canDeleteItem(me, theirs, false)).toBe(false);
    expect(canDeleteItem(me, theirs, true)).toBe(true);
  });

  it('shows hidden items to their author and moderators', () => {
    const hidden = { authorId: 'them', hidden: true };
    expect(canSeeItem(me, hidden, false)).toBe(false);
    expect(canSeeItem(me, hidden, true)).toBe(true);
    expect(canSeeItem({ _id: 'them', isAdmin: false }, hidden, false)).toBe(true);
  });

  it('names an anonymous author to themselves and site admins only', () => {
    const anonymous = { authorId: 'them', anonymous: true };
    expect(canSeeAuthor(me, anonymous)).toBe(false);
    expect(canSeeAuthor({ _id: 'them', isAdmin: false }, anonymous)).toBe(true);
    expect(canSeeAuthor(siteAdmin, anonymous)).toBe(true);
    expect(canSeeAuthor(me, { authorId: 'them', anonymous: false })).toBe(true);
  });

  it('allows anonymity on walls and where the channel allows it', () => {
    expect(canPostAnonymously(null)).toBe(true);
    expect(canPostAnonymously({ allowAnonymous: false })).toBe(false);
    expect(canPostAnonymously({ allowAnonymous: true })).toBe(true);
  });

  it('does not let authors report themselves; accepts by the post’s author on top-level responses', () => {
    expect(canReport(me, mine)).toBe(false);
    expect(canReport(me, theirs)).toBe(true);
    expect(canAcceptResponse(me, { authorId: 'me' }, { parentId: null })).toBe(true);
    expect(canAcceptResponse(me, { authorId: 'me' }, { parentId: 'r1' })).toBe(false);
    expect(canAcceptResponse(me, { authorId: 'them' }, { parentId: null })).toBe(false);
  });
});

describe('archived channels', () => {
  const archived = { archivedAt: new Date('2026-11-01T09:00:00Z') };
  const running = { archivedAt: null };

  it('are reached by site admins only, and take posts from nobody', () => {
    expect(canReachChannel(me, archived)).toBe(false);
    expect(canReachChannel(siteAdmin, archived)).toBe(true);
    expect(canReachChannel(me, running)).toBe(true);
    expect(channelTakesPosts(archived)).toBe(false);
    expect(channelTakesPosts(running)).toBe(true);
  });
});
