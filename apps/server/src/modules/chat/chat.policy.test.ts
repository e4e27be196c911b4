import { describe, expect, it } from 'vitest';
import { canAdministerRoom, canDeleteMessage, canUseRoom, orderedPair } from './chat.policy';

describe('chat policy', () => {
  it('lets only active members use a room', () => {
    expect(canUseRoom({ role: 'member', status: 'active' })).toBe(true);
    expect(canUseRoom({ role: 'admin', status: 'blocked' })).toBe(false);
    expect(canUseRoom(null)).toBe(false);
  });

  it('lets only active admins administer a room', () => {
    expect(canAdministerRoom({ role: 'admin', status: 'active' })).toBe(true);
    expect(canAdministerRoom({ role: 'member', status: 'active' })).toBe(false);
    expect(canAdministerRoom(null)).toBe(false);
  });

  it('lets senders and room admins delete a message', () => {
    const msg = { senderId: 'a' };
    expect(canDeleteMessage('a', msg, null)).toBe(true);
    expect(canDeleteMessage('b', msg, { role: 'member', status: 'active' })).toBe(false);
    expect(canDeleteMessage('b', msg, { role: 'admin', status: 'active' })).toBe(true);
  });

  it('orders a pair the same way whichever comes first', () => {
    expect(orderedPair('b', 'a')).toEqual(['a', 'b']);
    expect(orderedPair('a', 'b')).toEqual(['a', 'b']);
  });
});
