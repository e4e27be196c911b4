import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { review } from '@portal/contract';
import { createQueryClient } from '../../../shared/api/query-client';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser } from '../../../test/fixtures';
import { ReviewQueue } from './review-queue';

const post: review.ReviewItem = {
  kind: 'communityPost',
  _id: '00000000-0000-4000-8000-00000000a001',
  state: 'open',
  title: 'Near miss with methotrexate',
  excerpt: 'Weekly, not daily.',
  author: 'Alex Author',
  email: null,
  reportCount: 3,
  reasons: ['Reported by 3 members', 'Hidden automatically after its reports'],
  hidden: true,
  link: '/community/post/00000000-0000-4000-8000-00000000a001',
  at: '2026-11-26T10:00:00.000Z',
  handled: null,
};
const message: review.ReviewItem = {
  ...post,
  kind: 'contactMessage',
  _id: '00000000-0000-4000-8000-00000000a002',
  title: 'Licence quote',
  excerpt: 'Please send a quote.',
  author: 'Sam Patel',
  email: 'sam@example.test',
  reportCount: 0,
  reasons: [],
  hidden: false,
  link: null,
};

function renderQueue() {
  const router = createMemoryRouter([{ path: '/admin/review', element: <ReviewQueue /> }], {
    initialEntries: ['/admin/review'],
  });
  return render(
    <MantineProvider>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the review queue', () => {
  beforeEach(() => {
    useSessionStore.setState({
      ...initialSessionData,
      token: 't',
      user: makeUser({ isAdmin: true }),
    });
  });

  it('shows what was reported, by how many, why, and a link to it in context', async () => {
    const fake = installFakeApi();
    fake.on(review.getReviewItems, () => ({
      body: { data: [message, post], option: [{ count: 2 }] },
    }));
    renderQueue();
    const entries = await screen.findAllByTestId('review-entry');
    expect(entries).toHaveLength(2);
    const p = entries[1]!;
    expect(within(p).getByText('Near miss with methotrexate')).toBeInTheDocument();
    expect(within(p).getByText('Reported by 3 members')).toBeInTheDocument();
    expect(within(p).getByText('Hidden')).toBeInTheDocument();
    expect(within(p).getByRole('link', { name: 'View in context' })).toHaveAttribute(
      'href',
      post.link,
    );
    // A contact message is only marked handled.
    const m = entries[0]!;
    expect(within(m).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(m).queryByRole('button', { name: 'Remove' })).toBeNull();
    expect(within(m).getByRole('button', { name: 'Mark handled' })).toBeInTheDocument();
    expect(within(m).getByText(/sam@example\.test/)).toBeInTheDocument();
    // Its kind, once: the badge says why it is in the queue.
    expect(within(m).getAllByText('Contact-us message')).toHaveLength(1);
    expect(screen.getByTestId('review-total')).toHaveTextContent('2 entries');
  });

  it('asks before removing, then sends the action and reloads the list', async () => {
    const fake = installFakeApi();
    let open = [post];
    fake.on(review.getReviewItems, () => ({
      body: { data: open, option: [{ count: open.length }] },
    }));
    fake.on(review.reviewAction, () => {
      open = [];
      return { body: { data: { ...post, state: 'handled' }, message: 'Removed.' } };
    });
    renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/deleted for everyone/)).toBeInTheDocument();
    expect(fake.requests.some((r) => r.method === 'PATCH')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.getByText('Nothing to review')).toBeInTheDocument());
    const patch = fake.requests.find((r) => r.method === 'PATCH')!;
    expect(patch.url.pathname).toBe(`/api/admin/review-items/communityPost/${post._id}`);
    expect(patch.body).toEqual({ action: 'remove' });
  });

  it('filters by state and kind', async () => {
    const fake = installFakeApi();
    fake.on(review.getReviewItems, () => ({ body: { data: [], option: [{ count: 0 }] } }));
    renderQueue();
    await screen.findByText('Nothing to review');
    fireEvent.click(screen.getByText('Handled'));
    await screen.findByText('Nothing handled yet');
    const last = () => fake.requests.filter((r) => r.method === 'GET').at(-1)!.url.searchParams;
    expect(last().get('state')).toBe('handled');
    expect(last().get('skip')).toBe('0');
  });
});
