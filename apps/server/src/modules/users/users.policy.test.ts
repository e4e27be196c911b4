import { describe, expect, it } from 'vitest';
import { canAdminDelete, canDeleteOwnAccount, canManageWorkplace } from './users.policy';

describe('users policy', () => {
  it('lets only the owner manage a work place', () => {
    expect(canManageWorkplace({ _id: 'a' }, { userId: 'a' })).toBe(true);
    expect(canManageWorkplace({ _id: 'b' }, { userId: 'a' })).toBe(false);
  });

  it('lets a user delete only their own account', () => {
    expect(canDeleteOwnAccount({ _id: 'a' }, 'a')).toBe(true);
    expect(canDeleteOwnAccount({ _id: 'a' }, 'b')).toBe(false);
  });

  it('compares ids as uuids: upper case is the same id', () => {
    const id = '0f84c8c8-0352-4f22-b35d-5cf78feaeb63';
    expect(canManageWorkplace({ _id: id }, { userId: id.toUpperCase() })).toBe(true);
    expect(canDeleteOwnAccount({ _id: id }, id.toUpperCase())).toBe(true);
    expect(canAdminDelete({ _id: id, isAdmin: true }, id.toUpperCase())).toBe(false);
  });

  it('lets an admin delete other accounts but not their own', () => {
    expect(canAdminDelete({ _id: 'a', isAdmin: true }, 'b')).toBe(true);
    expect(canAdminDelete({ _id: 'a', isAdmin: true }, 'a')).toBe(false);
    expect(canAdminDelete({ _id: 'a', isAdmin: false }, 'b')).toBe(false);
  });
});
