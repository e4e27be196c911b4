import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderWithMantine } from '../../../test/render';
import { HeaderSearch } from './header-search';

function renderHeader(path = '/home') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <input aria-label="Reply" />
            <textarea aria-label="Message" />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return router;
}

const field = () => screen.getByRole('textbox', { name: 'Search the portal' });

describe('HeaderSearch', () => {
  it('is a GET form to /search sending q, so Enter works before the scripts arrive', () => {
    renderHeader();
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/search');
    expect(field()).toHaveAttribute('name', 'q');
  });

  it('opens /search?q=… on Enter', () => {
    const router = renderHeader();
    fireEvent.change(field(), { target: { value: '  cbd & clobazam ' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(router.state.location.pathname).toBe('/search');
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe('cbd & clobazam');
  });

  it('takes the focus on / pressed outside a field', () => {
    renderHeader();
    const slash = fireEvent.keyDown(document.body, { key: '/' });
    expect(field()).toHaveFocus();
    // Handled: the slash is not typed into the field.
    expect(slash).toBe(false);
  });

  it('leaves / typed in another field to that field', () => {
    renderHeader();
    for (const name of ['Reply', 'Message']) {
      const other = screen.getByRole('textbox', { name });
      other.focus();
      expect(fireEvent.keyDown(other, { key: '/' })).toBe(true);
      expect(other).toHaveFocus();
    }
  });

  it('takes the focus on Ctrl+K or Cmd+K, even from another field', () => {
    renderHeader();
    const reply = screen.getByRole('textbox', { name: 'Reply' });
    reply.focus();
    fireEvent.keyDown(reply, { key: 'k', ctrlKey: true });
    expect(field()).toHaveFocus();
    reply.focus();
    fireEvent.keyDown(reply, { key: 'K', metaKey: true });
    expect(field()).toHaveFocus();
    reply.focus();
    fireEvent.keyDown(reply, { key: 'k' });
    expect(reply).toHaveFocus();
  });

  it('gives way on /search to the page’s own box', () => {
    renderHeader('/search?q=cbd');
    expect(screen.queryByRole('search')).toBeNull();
  });
});
