import { describe, expect, it } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import { makeUser } from '../test/fixtures';
import * as chat from './routes/community.chat';
import * as communities from './routes/communities';
import * as products from './routes/products';

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>;

/** The API paths a page's server loader calls for a signed-in visitor, the shell's own left out. */
async function firstCalls(loader: Loader, url: string, mobile: boolean): Promise<string[]> {
  const calls: string[] = [];
  const apiFetch = (async (input: RequestInfo | URL) => {
    const target = input instanceof Request ? input.url : String(input);
    calls.push(new URL(target, 'http://localhost').pathname);
    return Response.json({ data: [] });
  }) as typeof fetch;
  await loader({
    request: new Request(`http://localhost${url}`),
    params: {},
    context: { session: { token: 'tok', user: makeUser() }, apiFetch, mobile },
  } as unknown as LoaderFunctionArgs);
  return calls.filter((path) => path !== '/api/user/profile').sort();
}

const chatList = [
  '/api/community/chatStarred/get',
  '/api/community/roomList',
  '/api/community/chat/userList',
];

describe('a page’s first calls on the server (its route module’s loader)', () => {
  it('bring the chat list beside a community page on a desktop, where it is painted', async () => {
    expect(await firstCalls(communities.loader, '/communities', false)).toEqual(chatList.sort());
    expect(await firstCalls(communities.loader, '/communities', true)).toEqual([]);
  });

  it('bring the chat page its list and mutes on either layout', async () => {
    for (const mobile of [false, true]) {
      expect(await firstCalls(chat.loader, '/community/chat', mobile)).toEqual(
        [...chatList, '/api/community/notifications'].sort(),
      );
    }
  });

  it('leave the chat list out of pages without it', async () => {
    const calls = await firstCalls(products.loader, '/products', false);
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((path) => path.startsWith('/api/community'))).toEqual([]);
  });
});
