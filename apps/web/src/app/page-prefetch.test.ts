import { describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchOf } from './page-prefetch';
import { flattenRoutes, routeData, type RouteData } from './route-data';

const route = (path: string): RouteData => {
  const found = flattenRoutes<RouteData>(routeData).find((r) => r.path === path);
  if (!found) throw new Error(`no route ${path}`);
  return found;
};

/** The keys a page's prefetch fills. */
async function prefetchedKeys(path: string, mobile: boolean): Promise<string[]> {
  const keys: string[] = [];
  const record = vi.fn(async ({ queryKey }: { queryKey: readonly unknown[] }) => {
    keys.push(queryKey.slice(0, 2).join(' '));
  });
  const queries = {
    prefetchQuery: record,
    prefetchInfiniteQuery: record,
  } as unknown as QueryClient;
  const args = {
    request: new Request(`http://localhost${path}`),
    params: {},
  } as LoaderFunctionArgs;
  await prefetchOf(route(path), mobile)?.(queries, args);
  return keys.sort();
}

const chatList = ['chat direct', 'chat favourites', 'chat rooms'];

describe('a page’s first calls on the server', () => {
  it('bring the chat list beside a community page on a desktop, where it is painted', async () => {
    expect(await prefetchedKeys('/communities', false)).toEqual(chatList);
    expect(await prefetchedKeys('/communities', true)).toEqual([]);
  });

  it('bring the chat page its list and mutes on either layout', async () => {
    for (const mobile of [false, true]) {
      expect(await prefetchedKeys('/community/chat', mobile)).toEqual(
        [...chatList, 'chat prefs'].sort(),
      );
    }
  });

  it('leave the chat list out of pages without it', async () => {
    expect((await prefetchedKeys('/products', false)).filter((k) => k.startsWith('chat'))).toEqual(
      [],
    );
  });
});
