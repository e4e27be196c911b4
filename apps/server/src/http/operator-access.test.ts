import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { operatorAccess, parseAllowEntry } from './operator-access';

const from = (ip: string, authorization?: string) =>
  ({ ip, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

describe('operator access', () => {
  it('reads addresses and CIDR ranges of both families, and nothing else', () => {
    expect(parseAllowEntry('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8 });
    expect(parseAllowEntry('fd00::/8')).toEqual({ address: 'fd00::', prefix: 8 });
    expect(parseAllowEntry('::1')).toEqual({ address: '::1' });
    for (const bad of ['10.0.0.0/33', 'fd00::/129', '10.0.0.0/x', 'host', '1.2.3.4/8/2', '']) {
      expect(parseAllowEntry(bad)).toBeNull();
    }
  });

  it('matches IPv6 ranges and IPv4 callers arriving on a dual-stack socket', () => {
    const check = operatorAccess({ allow: ['fd00::/8', '192.168.0.0/16'] });
    expect(check(from('fd12::5'))).toBe('allowed');
    expect(check(from('fe80::1'))).toBe('hidden');
    expect(check(from('::ffff:192.168.4.4'))).toBe('allowed');
    expect(check(from('192.169.0.1'))).toBe('hidden');
  });

  it('needs both the address and the token when both are set', () => {
    const check = operatorAccess({ allow: ['127.0.0.1'], token: 'secret-token-123456' });
    expect(check(from('127.0.0.1', 'Bearer secret-token-123456'))).toBe('allowed');
    expect(check(from('127.0.0.1', 'Bearer secret-token-12345'))).toBe('unauthorized');
    expect(check(from('10.0.0.1', 'Bearer secret-token-123456'))).toBe('hidden');
  });
});
