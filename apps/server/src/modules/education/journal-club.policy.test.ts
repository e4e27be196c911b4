import { describe, expect, it } from 'vitest';
import { canEditClub, canModerateClubComments } from './journal-club.policy';

describe('journal club policy', () => {
  const club = { authorId: 'a' };

  it('lets the author and site admins edit a session, nobody else', () => {
    expect(canEditClub({ _id: 'a', isAdmin: false }, club)).toBe(true);
    expect(canEditClub({ _id: 'b', isAdmin: true }, club)).toBe(true);
    expect(canEditClub({ _id: 'b', isAdmin: false }, club)).toBe(false);
  });

  it('leaves hiding comments to site admins', () => {
    expect(canModerateClubComments({ _id: 'a', isAdmin: false })).toBe(false);
    expect(canModerateClubComments({ _id: 'a', isAdmin: true })).toBe(true);
  });
});
