import { dehydrate, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_STORAGE_KEY } from '../session/session-store';

// The answers as the server's render hands them over.
const rendered = new QueryClient();
rendered.setQueryData(['GET', '/api/guideCard/get', {}], ['a card']);
const state = dehydrate(rendered);

/** The query client module as the app loads it, with boot.js's page and a stored session. */
async function loadWith(pageToken: string, storedToken: string) {
  vi.resetModules();
  localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ state: { token: storedToken } }));
  window.portalPage = {
    token: pageToken,
    state,
    scripts: ['/assets/zod-1.js', '/assets/home-2.js'],
  };
  return await import('./query-client');
}

describe("the server's answers for a signed-in page (decision 49)", () => {
  afterEach(() => localStorage.clear());

  it("fill the app's query cache before its first render, once", async () => {
    const { queryClient, hasServerPage, serverPage } = await loadWith('t', 't');
    expect(queryClient.getQueryData(['GET', '/api/guideCard/get', {}])).toEqual(['a card']);
    expect(hasServerPage).toBe(true);
    expect(serverPage?.scripts).toEqual(['/assets/zod-1.js', '/assets/home-2.js']);
    expect(window.portalPage).toBeUndefined();
  });

  it('are dropped when another session was stored meanwhile', async () => {
    const { queryClient, hasServerPage, serverPage } = await loadWith('t', 'someone-else');
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
    expect(hasServerPage).toBe(false);
    expect(serverPage).toBeNull();
    expect(window.portalPage).toBeUndefined();
  });
});
