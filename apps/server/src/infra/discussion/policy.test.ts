import { describe, expect, it } from 'vitest';
import { canDeleteItem, canEditItem, canReportItem, canSeeItem, reportsHideItem } from './policy';

const author = { _id: 'a', isAdmin: false };
const other = { _id: 'b', isAdmin: false };
const admin = { _id: 'c', isAdmin: true };
const item = { authorId: 'a', hidden: false };
const hidden = { authorId: 'a', hidden: true };

describe('discussion policy', () => {
  it('shows a hidden item to its author and moderators only', () => {
    expect(canSeeItem(other, item, false)).toBe(true);
    expect(canSeeItem(other, hidden, false)).toBe(false);
    expect(canSeeItem(author, hidden, false)).toBe(true);
    expect(canSeeItem(other, hidden, true)).toBe(true);
  });

  it('lets only the author edit, even against an admin', () => {
    expect(canEditItem(author, item)).toBe(true);
    expect(canEditItem(admin, item)).toBe(false);
  });

  it('lets the author or a moderator delete', () => {
    expect(canDeleteItem(author, item, false)).toBe(true);
    expect(canDeleteItem(other, item, false)).toBe(false);
    expect(canDeleteItem(other, item, true)).toBe(true);
  });

  it('refuses a report of one’s own item', () => {
    expect(canReportItem(author, item)).toBe(false);
    expect(canReportItem(other, item)).toBe(true);
  });

  it('hides at the threshold, not before', () => {
    expect([2, 3, 4].map((n) => reportsHideItem(n, 3))).toEqual([false, true, true]);
  });
});
