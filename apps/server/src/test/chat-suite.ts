import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll } from 'vitest';
import type { ModuleSlug } from '@portal/contract';
import { createUser } from './factories';
import { listen, openSocket } from './socket-client';
import { createTestApp, type TestApp } from './test-app';

export interface Person {
  id: string;
  token: string;
  firstName: string;
}

/**
 * A listening test app for a chat suite, with helpers to make logged-in people, open their
 * sockets (closed after the suite) and call the API as them.
 */
export function chatSuite() {
  let app: TestApp;
  let base: string;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    app = await createTestApp();
    base = await listen(app);
  });
  afterAll(async () => {
    sockets.forEach((s) => s.close());
    await app.close();
  });

  const suite = {
    get t() {
      return app;
    },
    get url() {
      return base;
    },
    async person(firstName: string, modules?: ModuleSlug[]): Promise<Person> {
      const u = await createUser(app.database.db, {
        firstName,
        lastName: 'Test',
        ...(modules ? { modules } : {}),
      });
      return { id: u.id, token: (await app.login(u.email, u.password)).token, firstName };
    },
    async socketOf(p: Person, url = base) {
      const s = await openSocket(url, p.token);
      sockets.push(s);
      return s;
    },
    get: (p: Person, path: string) => app.request({ method: 'GET', url: path, token: p.token }),
    post: (p: Person, path: string, payload: object = {}) =>
      app.request({ method: 'POST', url: path, token: p.token, payload }),
  };
  return suite;
}
