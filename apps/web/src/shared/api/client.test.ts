import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth, chat, home, INPUT_ERRORS, users } from '@portal/contract';
import { blobText } from '../../test/blob-text';
import { installFakeApi } from '../../test/fake-api';
import { makeUser, profileOf } from '../../test/fixtures';
import { appEvents } from '../lib/app-events';
import { initialSessionData, useSessionStore } from '../session/session-store';
import { saveFile } from '../lib/save-file';
import { api, showsGlobalLoader } from './client';
import { fileNameOf } from './downloads';
import { toQueryString } from './wire';
import { ApiCallFailedError, endpointQuery, placeLoading, request } from './query';

const user = makeUser();

describe('api client', () => {
  let fake: ReturnType<typeof installFakeApi>;
  const navigations: string[] = [];
  const versionEvents: string[] = [];
  const stops: (() => void)[] = [];

  beforeEach(() => {
    fake = installFakeApi();
    useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
    navigations.length = 0;
    versionEvents.length = 0;
    stops.push(appEvents.on('navigate', (to) => navigations.push(to)));
    stops.push(appEvents.on('appversion', (text) => versionEvents.push(text)));
  });

  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    vi.unstubAllGlobals();
  });

  it('sends the bearer token, the panel and the build app version', async () => {
    fake.ok(users.getProfile, profileOf(user));
    const result = await api.call(users.getProfile);
    expect(result).toEqual({ data: profileOf(user) });
    const [req] = fake.requests;
    expect(req?.url.pathname).toBe('/api/user/profile');
    expect(req?.headers).toMatchObject({
      authorization: 'Bearer tok-1',
      panel: 'doctor',
      appversion: '2.1.1',
    });
  });

  it('sends JSON bodies and no Authorization header without a token', async () => {
    useSessionStore.setState({ token: null });
    fake.ok(auth.login, { token: 't', user });
    await api.call(auth.login, { body: { email: 'a@b.co', password: 'x' } });
    const [req] = fake.requests;
    expect(req?.method).toBe('POST');
    expect(req?.body).toEqual({ email: 'a@b.co', password: 'x' });
    expect(req?.headers.authorization).toBeUndefined();
    expect(req?.headers['content-type']).toBe('application/json');
  });

  it('leaves empty query values out', () => {
    expect(toQueryString({ limit: 10, skip: 0, search: '' })).toBe('?limit=10&skip=0');
    expect(toQueryString({ search: undefined })).toBe('');
    expect(toQueryString({ search: 'a b', ids: ['1', '2'] })).toBe('?search=a+b&ids=1&ids=2');
  });

  it('shows the loader during a GET and stops it after', async () => {
    let loaderDuringCall = false;
    // The loader changes a microtask after a call starts or ends (client.ts), not in its task.
    fake.on(users.getProfile, async () => {
      await Promise.resolve();
      loaderDuringCall = useSessionStore.getState().loader;
      return { body: { data: user } };
    });
    await api.call(users.getProfile);
    expect(loaderDuringCall).toBe(true);
    expect(useSessionStore.getState().loader).toBe(false);
  });

  it('shows the loader for other methods only with displayLoader', async () => {
    const seen: boolean[] = [];
    fake.on(auth.logout, async () => {
      await Promise.resolve();
      seen.push(useSessionStore.getState().loader);
      return { body: { data: null } };
    });
    await api.call(auth.logout);
    await api.call(auth.logout, {}, { displayLoader: true });
    expect(seen).toEqual([false, true]);
  });

  it('shows the page-wide loader on GETs and on calls asked to, never where the place shows its own', () => {
    expect(showsGlobalLoader('GET', undefined)).toBe(true);
    expect(showsGlobalLoader('POST', undefined)).toBe(false);
    expect(showsGlobalLoader('POST', true)).toBe(true);
    expect(showsGlobalLoader('GET', false)).toBe(false);
    expect(placeLoading(new AbortController().signal).displayLoader).toBe(false);
  });

  it('keeps the page-wide loader off while a query fetches (its place shows skeletons)', async () => {
    const seen: boolean[] = [];
    fake.on(users.getProfile, async () => {
      await Promise.resolve();
      seen.push(useSessionStore.getState().loader);
      return { body: { data: profileOf(user) } };
    });
    const query = endpointQuery(users.getProfile);
    await query.queryFn({ signal: new AbortController().signal });
    await api.call(users.getProfile);
    expect(seen).toEqual([false, true]);
  });

  it('shows a success message as an info snack unless suppressed', async () => {
    fake.ok(auth.logout, null, 'Logged out successfully');
    await api.call(auth.logout);
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'Logged out successfully',
      snackType: 'info',
    });
    useSessionStore.getState().clearSnack();
    await api.call(auth.logout, {}, { suppressMessage: true });
    expect(useSessionStore.getState().snackMessage).toBe('');
  });

  it('401: clears user and token, shows the expiry message, goes to /login', async () => {
    fake.fail(users.getProfile, 401, { error: 'Session expired', code: 'UNAUTHORIZED' });
    expect(await api.call(users.getProfile)).toBe(false);
    const state = useSessionStore.getState();
    expect(state).toMatchObject({
      token: null,
      user: null,
      isUserLoggedIn: false,
      loader: false,
      snackMessage: 'Sorry, Your session has expired. Please log in again.',
      snackType: 'error',
    });
    expect(navigations).toEqual(['/login']);
  });

  it('403: shows the server text and goes to /403', async () => {
    fake.fail(users.getProfile, 403, { error: 'Not allowed', code: 'FORBIDDEN' });
    expect(await api.call(users.getProfile)).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'Not allowed',
      token: 'tok-1',
    });
    expect(navigations).toEqual(['/403']);
  });

  it('422 version mismatch: emits the appversion event', async () => {
    fake.fail(users.getProfile, 422, {
      error: 'APP version mismatch',
      code: 'APP_VERSION_MISMATCH',
    });
    expect(await api.call(users.getProfile)).toBe(false);
    expect(versionEvents).toEqual(['APP version mismatch']);
    expect(useSessionStore.getState().snackMessage).toBe('');
    expect(navigations).toEqual([]);
  });

  it('5xx: the server text or the server error fallback', async () => {
    fake.fail(users.getProfile, 500, { error: 'Database down' });
    await api.call(users.getProfile);
    expect(useSessionStore.getState().snackMessage).toBe('Database down');
    fake.fail(users.getProfile, 503, {});
    await api.call(users.getProfile);
    expect(useSessionStore.getState().snackMessage).toBe(
      'Server Error! Oops, Something went wrong.',
    );
  });

  it('other 4xx: their text', async () => {
    fake.fail(auth.login, 400, { error: 'Invalid email or password', code: 'BAD_REQUEST' });
    expect(await api.call(auth.login, { body: { email: 'a@b.co', password: 'x' } })).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'Invalid email or password',
      snackType: 'error',
      token: 'tok-1',
    });
  });

  it('a refused input: the server’s sentence in the snack, not a field’s report', async () => {
    // The server's answer to a bad id in a path (http/validation-errors.int.test.ts).
    fake.fail(home.completeGuideCard, 400, {
      error: INPUT_ERRORS.link,
      code: 'VALIDATION',
      fields: { id: 'Invalid id' },
    });
    expect(await api.call(home.completeGuideCard, { params: { id: 'x' } })).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'This link is broken or out of date: the item it points to could not be found.',
      snackType: 'error',
    });
  });

  it('a network failure: the generic message, false, and the loader stops', async () => {
    fake.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    expect(await api.call(users.getProfile)).toBe(false);
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'Something went wrong! try again.',
      loader: false,
    });
  });

  it('a cancelled call resolves to false without a message', async () => {
    const controller = new AbortController();
    fake.fetchMock.mockImplementationOnce(() => {
      controller.abort();
      return Promise.reject(new DOMException('Aborted', 'AbortError'));
    });
    expect(await api.call(users.getProfile, {}, { signal: controller.signal })).toBe(false);
    expect(useSessionStore.getState().snackMessage).toBe('');
  });

  it('goes over the socket when given one, with the same rules for its answer', async () => {
    const sent: { event: string; body: unknown }[] = [];
    const answer = { data: { message: null, unreadCount: 0 } };
    const body = { action: 'read' as const, receiverId: '00000000-0000-4000-8000-000000000001' };
    const result = await api.call(
      chat.chatAction,
      { body },
      {
        via: async (event, b) => {
          sent.push({ event, body: b });
          return { status: 200, body: answer };
        },
      },
    );
    expect(result).toEqual(answer);
    expect(sent).toEqual([{ event: 'chatAction', body }]);
    expect(fake.requests).toHaveLength(0);

    const refused = await api.call(
      chat.chatAction,
      { body },
      { via: async () => ({ status: 403, body: { error: 'Not yours', code: 'FORBIDDEN' } }) },
    );
    expect(refused).toBe(false);
    expect(useSessionStore.getState().snackMessage).toBe('Not yours');
    expect(navigations).toEqual(['/403']);
  });

  it('falls back to HTTP when the socket cannot answer', async () => {
    fake.ok(chat.chatAction, { message: null, unreadCount: 0 });
    const result = await api.call(
      chat.chatAction,
      { body: { action: 'read', roomId: '00000000-0000-4000-8000-000000000002' } },
      { via: async () => null },
    );
    expect(result).toEqual({ data: { message: null, unreadCount: 0 } });
    expect(fake.requests.map((r) => r.url.pathname)).toEqual(['/api/community/chat/action']);
  });

  it('request() throws for TanStack Query when the call failed', async () => {
    fake.fail(users.getProfile, 404, { error: 'Not found' });
    await expect(request(users.getProfile)).rejects.toBeInstanceOf(ApiCallFailedError);
  });

  describe('download', () => {
    const id = '00000000-0000-4000-8000-000000000009';

    it('fetches a file with the same headers and returns its bytes and name', async () => {
      let loaderDuringCall = false;
      fake.on(home.downloadDocument, async () => {
        await Promise.resolve();
        loaderDuringCall = useSessionStore.getState().loader;
        return {
          body: '%PDF-1.7 demo',
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="cd-register.pdf"',
          },
        };
      });
      const file = await api.download(home.downloadDocument, { params: { id } });
      expect(file).not.toBe(false);
      if (!file) return;
      expect(file.fileName).toBe('cd-register.pdf');
      expect(file.blob.type).toBe('application/pdf');
      expect(await blobText(file.blob)).toBe('%PDF-1.7 demo');
      expect(loaderDuringCall).toBe(true);
      expect(useSessionStore.getState().loader).toBe(false);
      const [req] = fake.requests;
      expect(req?.url.pathname).toBe(`/api/library/document/download/${id}`);
      expect(req?.headers).toMatchObject({
        authorization: 'Bearer tok-1',
        panel: 'doctor',
        appversion: '2.1.1',
      });
    });

    it('goes through the error catalogue and returns false', async () => {
      fake.fail(home.getEventIcs, 404, { error: 'Event not found', code: 'NOT_FOUND' });
      expect(await api.download(home.getEventIcs, { params: { id } })).toBe(false);
      expect(useSessionStore.getState()).toMatchObject({
        snackMessage: 'Event not found',
        snackType: 'error',
        loader: false,
      });

      fake.fail(home.getEventIcs, 401, { error: 'Session expired', code: 'UNAUTHORIZED' });
      expect(await api.download(home.getEventIcs, { params: { id } })).toBe(false);
      expect(useSessionStore.getState()).toMatchObject({
        token: null,
        snackMessage: 'Sorry, Your session has expired. Please log in again.',
      });
      expect(navigations).toEqual(['/login']);
    });

    it('a network failure: the generic message and false', async () => {
      fake.fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
      expect(await api.download(home.getEventIcs, { params: { id } })).toBe(false);
      expect(useSessionStore.getState().snackMessage).toBe('Something went wrong! try again.');
    });

    it('reads the name from Content-Disposition, preferring the UTF-8 form', () => {
      expect(fileNameOf('attachment; filename="event.ics"')).toBe('event.ics');
      expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
      expect(
        fileNameOf(`attachment; filename="Caf_ notes.pdf"; filename*=UTF-8''Caf%C3%A9%20notes.pdf`),
      ).toBe('Café notes.pdf');
      expect(fileNameOf('attachment; filename="a \\"quoted\\" name.txt"')).toBe(
        'a "quoted" name.txt',
      );
      expect(fileNameOf('attachment; filename="../../etc/passwd"')).toBe('passwd');
      expect(fileNameOf('attachment')).toBeNull();
      expect(fileNameOf(null)).toBeNull();
    });

    it('saveFile clicks a temporary download link to an object URL', () => {
      vi.useFakeTimers();
      const created: Blob[] = [];
      const revoked: string[] = [];
      vi.stubGlobal('URL', {
        ...URL,
        createObjectURL: (blob: Blob) => (created.push(blob), 'blob:file-1'),
        revokeObjectURL: (url: string) => revoked.push(url),
      });
      const clicks: { href: string; download: string; attached: boolean }[] = [];
      const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
        this: HTMLAnchorElement,
      ) {
        clicks.push({
          href: this.getAttribute('href') ?? '',
          download: this.download,
          attached: this.isConnected,
        });
      });
      try {
        const blob = new Blob(['BEGIN:VCALENDAR'], { type: 'text/calendar' });
        saveFile({ blob, fileName: 'webinar.ics' });
        expect(created).toEqual([blob]);
        expect(clicks).toEqual([{ href: 'blob:file-1', download: 'webinar.ics', attached: true }]);
        expect(document.querySelector('a[download]')).toBeNull();
        expect(revoked).toEqual([]);
        vi.runAllTimers();
        expect(revoked).toEqual(['blob:file-1']);
      } finally {
        click.mockRestore();
        vi.useRealTimers();
      }
    });
  });
});
