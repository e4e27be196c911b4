import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { home, users } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { captureSaves } from '../test/capture-saves';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { documentFixture } from '../test/home-fixtures';

const library = Array.from({ length: 15 }, (_, i) =>
  documentFixture({ title: i === 3 ? 'Yellow Card reporting: a quick guide' : `Guide ${i + 1}` }),
);

function openDocuments(path = '/documents') {
  const user = makeUser();
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.on(home.getDocuments, ({ url }) => {
    const term = url.searchParams.get('search')?.toLowerCase();
    const skip = Number(url.searchParams.get('skip') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? 10);
    const rows = library.filter((d) => !term || d.title.toLowerCase().includes(term));
    return { body: { data: rows.slice(skip, skip + limit), option: [{ count: rows.length }] } };
  });
  return { fake, ...renderApp(path) };
}

const calls = (fake: ReturnType<typeof installFakeApi>) =>
  fake.requests.filter((r) => r.url.pathname === '/api/library/document/get');

describe('a Home list page (/documents)', () => {
  beforeEach(() => {
    setMobileViewport(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('pages through the list, searches with the term in the URL, and clears', async () => {
    const { fake, router } = openDocuments();
    await waitFor(() =>
      expect(screen.getByTestId('list-summary')).toHaveTextContent('15 documents'),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getAllByTestId('document-card')).toHaveLength(12);

    fireEvent.click(screen.getByRole('link', { name: 'Load more documents' }));
    await waitFor(() => expect(screen.getAllByTestId('document-card')).toHaveLength(15));
    expect(calls(fake).map((r) => r.url.searchParams.get('skip'))).toEqual(['0', '12']);
    expect(screen.queryByRole('link', { name: 'Load more documents' })).toBeNull();

    fireEvent.change(screen.getByRole('textbox', { name: 'Search documents' }), {
      target: { value: 'yellow' },
    });
    await waitFor(() =>
      expect(screen.getByTestId('list-summary')).toHaveTextContent('1 document for “yellow”'),
    );
    expect(router.state.location.search).toBe('?search=yellow');
    expect(calls(fake).at(-1)?.url.searchParams.get('search')).toBe('yellow');
    expect(screen.getAllByTestId('document-card')).toHaveLength(1);

    fireEvent.change(screen.getByRole('textbox', { name: 'Search documents' }), {
      target: { value: 'nothing like it' },
    });
    const empty = await screen.findByTestId('list-empty');
    expect(empty).toHaveTextContent('No documents match “nothing like it”.');
    fireEvent.click(within(empty).getByRole('button', { name: 'Clear search' }));
    await waitFor(() =>
      expect(screen.getByTestId('list-summary')).toHaveTextContent('15 documents'),
    );
    expect(router.state.location.search).toBe('');
  });

  it('downloads a document with the session token and saves it under its name', async () => {
    const { fake } = openDocuments('/documents?search=yellow');
    fake.file(home.downloadDocument, {
      body: '%PDF-1.7',
      contentType: 'application/pdf',
      fileName: 'yellow-card-reporting-a-quick-guide.pdf',
    });
    const { saved, restore } = captureSaves();
    try {
      fireEvent.click(
        await screen.findByRole('button', {
          name: 'Download Yellow Card reporting: a quick guide',
        }),
      );
      await waitFor(() => expect(saved).toEqual(['yellow-card-reporting-a-quick-guide.pdf']));
      const download = fake.requests.find((r) => r.url.pathname.includes('/download/'));
      expect(download?.url.pathname).toBe(`/api/library/document/download/${library[3]!._id}`);
      expect(download?.headers.authorization).toBe('Bearer tok-1');
    } finally {
      restore();
    }
  });
});
