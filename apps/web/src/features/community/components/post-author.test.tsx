import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { community } from '@portal/contract';
import { authorFixture } from '../test/community-fixtures';
import { renderCommunity } from '../test/render-community';
import { PostAuthor } from './post-author';

const at = '2026-11-10T09:00:00.000Z';

describe('post author', () => {
  it('an anonymous author is “Anonymous”: no avatar picture, no name, no link', () => {
    renderCommunity(<PostAuthor author={community.ANONYMOUS_AUTHOR} anonymous createdAt={at} />);
    const author = screen.getByTestId('post-author');
    expect(within(author).getByTestId('author-name')).toHaveTextContent(/^Anonymous$/);
    expect(within(author).queryByRole('link')).toBeNull();
    expect(within(author).queryByRole('img')).toBeNull();
    expect(within(author).getByTestId('anonymous-avatar')).toBeInTheDocument();
    expect(author).not.toHaveTextContent('Posted anonymously');
  });

  it('a named author links to their profile', () => {
    renderCommunity(<PostAuthor author={authorFixture()} anonymous={false} createdAt={at} />);
    const link = screen.getByRole('link', { name: 'Dr Priya Patel' });
    expect(link).toHaveAttribute('href', '/contact/detail/11111111-2222-4333-8444-555555555555');
    expect(screen.queryByTestId('anonymous-avatar')).toBeNull();
  });

  it('the author of an anonymous post sees their own name, marked as posted anonymously', () => {
    renderCommunity(<PostAuthor author={authorFixture()} anonymous createdAt={at} />);
    expect(screen.getByRole('link', { name: 'Dr Priya Patel' })).toBeInTheDocument();
    expect(screen.getByText('Posted anonymously')).toBeInTheDocument();
  });
});
