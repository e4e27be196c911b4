import { describe, expect, it } from 'vitest';
import type { home, homeAdmin } from '@portal/contract';
import { clusterSuite, useCluster } from '../../test/cluster';
import { createUser } from '../../test/factories';
import { adminTestimonialBody } from '../../test/fixtures/home-admin';
import { eventually } from '../../test/socket-client';

// Two real server processes on one PostgreSQL and one Redis, each sharing Home's lists for a
// minute: an admin's change on one must show on the other's Home at once.
const suite = clusterSuite('Home’s shared lists across two server processes');

describe.runIf(suite.run)(suite.name, () => {
  const cluster = useCluster({ LIST_CACHE_MS: '60000' });

  it('a testimonial published on one process shows on the other’s Home at once, and goes as fast', async () => {
    const { database, p1, p2 } = cluster;
    const admin = await createUser(database.db, { role: 'admin' });
    const reader = await createUser(database.db);
    const adminToken = await p1.login(admin);
    const readerToken = await p2.login(reader);
    const names = async () =>
      (
        await p2.call<home.Testimonial[]>(readerToken, 'GET', '/api/testimonial/get?limit=50')
      ).body.data.map((t) => t.name);

    const body = adminTestimonialBody();
    const created = await p1.call<homeAdmin.AdminTestimonial>(
      adminToken,
      'POST',
      '/api/admin/testimonials',
      body,
    );
    expect(created.status).toBe(200);
    const id = created.body.data._id;
    expect(await names()).not.toContain(body.name); // p2 now shares this list

    const published = await p1.call(adminToken, 'PATCH', `/api/admin/testimonials/${id}`, {
      publishedAt: new Date().toISOString(),
    });
    expect(published.status).toBe(200);
    // Well within the minute the list would otherwise be shared for.
    await eventually(async () => expect(await names()).toContain(body.name), 3000);

    await p1.call(adminToken, 'DELETE', `/api/admin/testimonials/${id}`);
    await eventually(async () => expect(await names()).not.toContain(body.name), 3000);
  });
});
