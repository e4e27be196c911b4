import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { createUser } from '../test/factories';
import { createTestApp, type TestApp } from '../test/test-app';

const TOKEN = 'metrics-token-0123456789';

/** GET /metrics as a caller at `from`, with `authorization` when given. */
function scrape(t: TestApp, from: string, authorization?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: from,
    headers: authorization ? { authorization } : {},
  });
}

describe('/metrics behind an address list and a token', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.0.0.0/8, 192.168.1.7' },
    });
  });
  afterAll(() => t.close());

  it('hides itself from an address the operator did not allow, even with the token', async () => {
    for (const from of ['127.0.0.1', '203.0.113.9', '::ffff:192.168.1.8']) {
      const res = await scrape(t, from, `Bearer ${TOKEN}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('portal_');
    }
  });

  it('asks an allowed address for the token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}x`, TOKEN]) {
      const res = await scrape(t, '10.2.3.4', authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });

  it('answers an allowed caller with the figures after some traffic, by route pattern', async () => {
    const user = await createUser(t.database.db);
    const { token } = await t.login(user.email, user.password);
    const unknownId = randomUUID();
    await t.request({ method: 'GET', url: `/api/newsFeed/comment/get/${unknownId}`, token });
    await t.request({ method: 'GET', url: '/api/user/me', token });
    await t.request({ method: 'GET', url: '/no/such/address' });
    const friend = await createUser(t.database.db);
    const sent = await t.request({
      method: 'POST',
      url: '/api/community/chat/action',
      token,
      payload: { action: 'send', clientId: randomUUID(), receiverId: friend.id, message: 'Hi' },
    });
    expect(sent.statusCode).toBe(200);

    const res = await scrape(t, '::ffff:192.168.1.7', `Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    const text = res.body;
    expect(text).toMatch(
      /portal_http_request_duration_seconds_count\{method="POST",route="\/api\/login",status_class="2xx"\} 1\n/,
    );
    expect(text).toContain(
      'portal_http_request_duration_seconds_count{method="GET",route="/api/newsFeed/comment/get/:id",status_class="4xx"} 1',
    );
    expect(text).toContain('route="unmatched",status_class="4xx"');
    // The pattern, never the address asked for.
    expect(text).not.toContain(unknownId);
    for (const name of [
      'portal_http_errors_total',
      'portal_socket_connections 0',
      'portal_job_failures_total',
      'portal_db_size_bytes',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(text).toContain(name);
    }
    // The message went to both people of the conversation.
    expect(text).toContain('portal_chat_deliveries_total{event="updateChat"} 2');
    // The booking sweep runs once when the app is ready.
    expect(text).toContain('portal_job_runs_total{job="booking-sweep"} 1');
    if (t.database.driver === 'postgres') {
      expect(text).toMatch(/portal_db_pool_connections\{state="total"\} [1-9]/);
    }
  });
});

describe('/metrics with what the operator did not set', () => {
  it('answers only the machine itself when neither list nor token is set', async () => {
    const t = await createTestApp();
    try {
      expect((await scrape(t, '127.0.0.1')).statusCode).toBe(200);
      expect((await scrape(t, '::1')).statusCode).toBe(200);
      expect((await scrape(t, '10.0.0.1')).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });

  it('answers any address with the token when no list is set', async () => {
    const t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      expect((await scrape(t, '203.0.113.9', `Bearer ${TOKEN}`)).statusCode).toBe(200);
      expect((await scrape(t, '127.0.0.1')).statusCode).toBe(401);
    } finally {
      await t.close();
    }
  });

  it('refuses to start on an address list it cannot read', () => {
    for (const bad of ['10.0.0.0/33', 'localhost', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ METRICS_ALLOW: bad })).toThrow(ConfigError);
    }
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
