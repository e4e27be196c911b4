import { describe, expect, it } from 'vitest';
import { news } from '@portal/contract';
import {
  canDeleteComment,
  canEditComment,
  canModerateComments,
  canReportComment,
  canSeeComment,
  reportsHideComment,
} from './news.policy';

const author = { _id: 'a', isAdmin: false };
const other = { _id: 'b', isAdmin: false };
const admin = { _id: 'c', isAdmin: true };
const visible = { authorId: 'a', hidden: false };
const hidden = { authorId: 'a', hidden: true };

describe('news policy', () => {
  it('lets only the author edit', () => {
    expect(canEditComment(author, visible)).toBe(true);
    expect(canEditComment(other, visible)).toBe(false);
    expect(canEditComment(admin, visible)).toBe(false);
  });

  it('lets the author and admins delete', () => {
    expect(canDeleteComment(author, visible)).toBe(true);
    expect(canDeleteComment(admin, visible)).toBe(true);
    expect(canDeleteComment(other, visible)).toBe(false);
  });

  it('shows a hidden comment to its author and admins only', () => {
    expect(canSeeComment(other, visible)).toBe(true);
    expect(canSeeComment(other, hidden)).toBe(false);
    expect(canSeeComment(author, hidden)).toBe(true);
    expect(canSeeComment(admin, hidden)).toBe(true);
  });

  it('keeps moderation to admins and reports to other people', () => {
    expect(canModerateComments(admin)).toBe(true);
    expect(canModerateComments(author)).toBe(false);
    expect(canReportComment(author, visible)).toBe(false);
    expect(canReportComment(other, visible)).toBe(true);
  });

  it('hides at the report threshold', () => {
    expect(reportsHideComment(news.COMMENT_REPORT_HIDE_THRESHOLD - 1)).toBe(false);
    expect(reportsHideComment(news.COMMENT_REPORT_HIDE_THRESHOLD)).toBe(true);
  });
});
