import { useEffect, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMatch, useNavigate } from 'react-router';
import { search } from '@portal/contract';
import classes from './header-search.module.css';

// The header's field is in every page's first load: it imports nothing of the results page.

/** The id of the search field the shortcut focuses: the header's, or on /search the page's own. */
export const SEARCH_FIELD_ID = 'portal-search';

/** Whether a key pressed there is typing: `/` in a field is a slash, not the shortcut. */
function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** `/` outside a field, or Ctrl+K / Cmd+K anywhere (as in Slack, GitHub, Discourse). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if (event.altKey || event.shiftKey) return false;
  if (event.ctrlKey || event.metaKey) return event.key.toLowerCase() === 'k';
  return event.key === '/' && !isTyping(event.target);
}

/** Focuses the search field (its text selected) on the shortcut, while mounted. */
export function useSearchShortcut() {
  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      const field = document.getElementById(SEARCH_FIELD_ID);
      if (!(field instanceof HTMLInputElement)) return;
      // Else Ctrl+K moves to the browser's own search bar, and `/` is typed into the field.
      event.preventDefault();
      field.focus();
      field.select();
    };
    window.addEventListener('keydown', handleKeyDown);
    return () => window.removeEventListener('keydown', handleKeyDown);
  }, []);
}

/**
 * The desktop header's search: a GET form to /search, so Enter before the page's scripts arrive
 * opens the results too; once they have, the app navigates there itself. On /search the page's
 * own box takes its place (the shortcut focuses that one).
 */
export function HeaderSearch() {
  useSearchShortcut();
  const navigate = useNavigate();
  const onSearchPage = useMatch('/search') !== null;
  if (onSearchPage) return null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = new FormData(event.currentTarget).get('q');
    const term = typeof q === 'string' ? q.trim() : '';
    void navigate(term ? `/search?${new URLSearchParams({ q: term }).toString()}` : '/search');
  };

  return (
    <form
      method="get"
      action="/search"
      role="search"
      className={classes.form}
      onSubmit={handleSubmit}
    >
      <TextInput
        id={SEARCH_FIELD_ID}
        name="q"
        aria-label="Search the portal"
        aria-keyshortcuts="/ Control+K Meta+K"
        placeholder="Search"
        maxLength={search.SEARCH_QUERY_MAX_LENGTH}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          <kbd className={classes.key} aria-hidden>
            /
          </kbd>
        }
      />
    </form>
  );
}
