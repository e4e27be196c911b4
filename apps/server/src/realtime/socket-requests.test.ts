import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Socket } from 'socket.io';
import { describe, expect, it } from 'vitest';
import { chat } from '@portal/contract';
import { notFound } from '../http/errors';
import { ok } from '../http/route';
import type { SessionUser } from '../http/session';
import { answerSocketRequest, createSocketAllowance, serveOnSocket } from './socket-requests';

describe('socket request allowance', () => {
  it('allows perMinute requests a minute, then says how long to wait', () => {
    let t = 1_000_000;
    const take = createSocketAllowance(2, () => t);
    expect(take()).toEqual({ ok: true });
    expect(take()).toEqual({ ok: true });
    t += 15_000;
    expect(take()).toEqual({ ok: false, retryAfterSeconds: 45 });
    t += 45_000;
    expect(take()).toEqual({ ok: true });
  });

  it('has no limit at 0', () => {
    const take = createSocketAllowance(0);
    for (let i = 0; i < 1000; i++) expect(take().ok).toBe(true);
  });
});

describe('a socket request', () => {
  const endpoint = chat.chatAction;
  const log = { warn: () => {}, error: () => {} } as unknown as FastifyBaseLogger;
  const user = { _id: 'u1', modules: ['forum'] } as unknown as SessionUser;
  const body = { action: 'read', roomId: '00000000-0000-4000-8000-000000000001' };

  function fakeSocket(onAck: () => void = () => {}) {
    const socket = new EventEmitter();
    const ask = (payload: unknown) =>
      new Promise<unknown>((resolve) =>
        socket.emit(endpoint.socketEvent!, payload, (reply: unknown) => {
          onAck();
          resolve(reply);
        }),
      );
    return { socket: socket as unknown as Socket, ask };
  }

  it('answers a gone session with 401, then lets the socket go', async () => {
    const events: string[] = [];
    const { socket, ask } = fakeSocket(() => events.push('answered'));
    serveOnSocket(socket, endpoint, async () => ok({ message: null, unreadCount: 0 }), {
      authenticate: async () => null,
      rejectSession: () => events.push('rejected'),
      take: () => ({ ok: true }),
      log,
    });
    const reply = await ask(body);
    expect(reply).toMatchObject({ status: 401, body: { code: 'UNAUTHORIZED' } });
    await new Promise((r) => setImmediate(r));
    expect(events).toEqual(['answered', 'rejected']);
  });

  it('runs the handler with the parsed body, and maps its errors as HTTP does', async () => {
    const deps = { authenticate: async () => user, rejectSession: () => {}, take, log };
    function take() {
      return { ok: true } as const;
    }
    const fine = await answerSocketRequest(
      endpoint,
      async ({ body: b }) => ok({ message: null, unreadCount: b.action === 'read' ? 7 : 0 }),
      { ...body, createdAt: 'ignored' },
      deps,
    );
    expect(fine).toEqual({ status: 200, body: { data: { message: null, unreadCount: 7 } } });
    const missing = await answerSocketRequest(
      endpoint,
      async () => {
        throw notFound('Room');
      },
      body,
      deps,
    );
    expect(missing).toEqual({
      status: 404,
      body: { error: 'Room not found.', code: 'NOT_FOUND' },
    });
    const broken = await answerSocketRequest(
      endpoint,
      async () => {
        throw new Error('boom');
      },
      body,
      deps,
    );
    expect(broken).toEqual({
      status: 500,
      body: { error: 'Server Error! Oops, Something went wrong.', code: 'INTERNAL' },
    });
  });
});
