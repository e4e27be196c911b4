import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { discussion } from '@portal/contract';
import { renderWithMantine } from '../../test/render';
import { CommentItem } from './comment-item';

const comment = (
  over: Partial<discussion.DiscussionComment> = {},
): discussion.DiscussionComment => ({
  _id: '6f1c1d0e-0000-4000-8000-000000000001',
  comment: 'Worth discussing at our next team meeting.',
  author: { _id: 'a', firstName: 'Amelia', lastName: 'Hughes', media: [] },
  status: 'visible',
  likeCount: 2,
  isLiked: false,
  isReported: false,
  canEdit: false,
  canDelete: false,
  createdAt: '2026-07-04T18:30:00.000Z',
  editedAt: null,
  ...over,
});

function renderItem(c: discussion.DiscussionComment, isAdmin = false) {
  const handlers = { onEdit: vi.fn(async () => undefined), onDelete: vi.fn(), onAction: vi.fn() };
  renderWithMantine(<CommentItem comment={c} isAdmin={isAdmin} {...handlers} />);
  return handlers;
}

const openMenu = () =>
  fireEvent.click(screen.getByRole('button', { name: 'Comment actions: Amelia Hughes' }));

describe('CommentItem (every flat discussion)', () => {
  it('shows the text, the London time and the like count; a like asks for "like"', () => {
    const { onAction } = renderItem(comment());
    expect(screen.getByTestId('comment-text')).toHaveTextContent('Worth discussing');
    expect(screen.getByText('4 Jul 2026, 19:30')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Like (2)' }));
    expect(onAction).toHaveBeenCalledWith('like');
  });

  it('offers someone else’s comment for report, not edit', async () => {
    const { onAction } = renderItem(comment());
    openMenu();
    const report = await screen.findByRole('menuitem', { name: 'Report' });
    expect(screen.queryByRole('menuitem', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Hide' })).not.toBeInTheDocument();
    fireEvent.click(report);
    expect(onAction).toHaveBeenCalledWith('report');
  });

  it('lets a site admin hide a comment', async () => {
    const { onAction } = renderItem(comment(), true);
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    expect(onAction).toHaveBeenCalledWith('hide');
  });

  it('lets its author edit it with the contract’s rule, and asks before deleting', async () => {
    const { onEdit, onDelete } = renderItem(comment({ canEdit: true, canDelete: true }));
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit comment' });
    fireEvent.change(box, { target: { value: '<b>no</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This Field only contains alphabetic letters and numeric letters'),
    ).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'Reworded' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onEdit).toHaveBeenCalledWith('Reworded'));

    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalled();
  });

  it('marks a hidden comment, and an admin restores it', async () => {
    const { onAction } = renderItem(comment({ status: 'hidden', isReported: true }), true);
    expect(screen.getByText('Hidden')).toBeInTheDocument();
    expect(screen.getByText('Reported')).toBeInTheDocument();
    openMenu();
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Restore' }));
    expect(onAction).toHaveBeenCalledWith('restore');
  });
});
