import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/contract';
import { clusterSuite, useCluster } from '../../test/cluster';
import { createUser } from '../../test/factories';
import { eventually } from '../../test/socket-client';

// Two real server processes on one PostgreSQL and one Redis, each caching a session's user for a
// minute: a module an admin grants or takes away on one process must hold on the other at the
// user's next request, through the cache's invalidation on every process (decision 85).
const suite = clusterSuite('a user’s modules changed by an admin across two server processes');

describe.runIf(suite.run)(suite.name, () => {
  const cluster = useCluster({ SESSION_CACHE_SECONDS: '60' });

  it('a module granted on one process opens its calls on the other, and taking it away shuts them', async () => {
    const { database, p1, p2 } = cluster;
    const admin = await createUser(database.db, { role: 'admin' });
    const user = await createUser(database.db, { modules: ['home'] });
    const adminToken = await p1.login(admin);
    const token = await p2.login(user);
    // Media's categories stand for any call behind the module guard.
    const media = async () => (await p2.call(token, 'GET', '/api/newsCategory/get')).status;
    const modules = async () =>
      (await p2.call<CurrentUser>(token, 'GET', '/api/user/profile')).body.data.modules;

    // p2 now holds the session's user, without Media, for the next minute.
    expect(await media()).toBe(403);
    expect(await modules()).not.toContain('media');

    const granted = await p1.call(adminToken, 'PATCH', `/api/admin/users/${user.id}`, {
      modules: ['home', 'media'],
    });
    expect(granted.status).toBe(200);
    // Well within the minute p2 would otherwise keep the user it cached.
    await eventually(async () => expect(await media()).toBe(200), 3000);
    expect(await modules()).toContain('media');

    const revoked = await p1.call(adminToken, 'PATCH', `/api/admin/users/${user.id}`, {
      modules: ['home'],
    });
    expect(revoked.status).toBe(200);
    await eventually(async () => expect(await media()).toBe(403), 3000);
    expect(await modules()).not.toContain('media');
  });
});
