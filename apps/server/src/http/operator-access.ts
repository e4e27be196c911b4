import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthorized } from './errors';

/**
 * Who may call an operator's endpoint (decision 110): callers from the allowed addresses and,
 * when a token is set, with `Authorization: Bearer <token>`. With no address list the token alone
 * decides; with neither, only the machine itself (loopback) is let in.
 */
export interface OperatorAccessOptions {
  token?: string | undefined;
  /** Addresses and CIDR ranges (`10.0.0.0/8`, `::1`). */
  allow?: readonly string[] | undefined;
}

/** `hidden`: the caller is not at an allowed address; `unauthorized`: the token is missing or wrong. */
export type OperatorVerdict = 'allowed' | 'hidden' | 'unauthorized';

const LOOPBACK = ['127.0.0.0/8', '::1'];

/** An address or CIDR range the list accepts, or why not. */
export function parseAllowEntry(entry: string): { address: string; prefix?: number } | null {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length) return null;
  if (bits === undefined) return { address };
  const prefix = Number(bits);
  const max = family === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && prefix <= max ? { address, prefix } : null;
}

function blockListOf(entries: readonly string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const parsed = parseAllowEntry(entry);
    if (!parsed) throw new Error(`not an address or CIDR range: ${entry}`);
    const type = isIP(parsed.address) === 4 ? 'ipv4' : 'ipv6';
    if (parsed.prefix === undefined) list.addAddress(parsed.address, type);
    else list.addSubnet(parsed.address, parsed.prefix, type);
  }
  return list;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

export function operatorAccess({
  token,
  allow,
}: OperatorAccessOptions): (request: FastifyRequest) => OperatorVerdict {
  const addresses = allow?.length ? blockListOf(allow) : token ? null : blockListOf(LOOPBACK);
  const expected = token ? digest(`Bearer ${token}`) : null;
  return (request) => {
    if (addresses) {
      // An IPv4 caller on a dual-stack socket arrives as ::ffff:a.b.c.d.
      const ip = request.ip.startsWith('::ffff:') ? request.ip.slice(7) : request.ip;
      if (!addresses.check(ip, isIP(ip) === 4 ? 'ipv4' : 'ipv6')) return 'hidden';
    }
    if (expected) {
      const given = request.headers.authorization;
      // Compared as digests: equal lengths, in constant time.
      if (!given || !timingSafeEqual(digest(given), expected)) return 'unauthorized';
    }
    return 'allowed';
  };
}

/**
 * A route's onRequest hook letting in only whom `options` allow: a caller from elsewhere gets the
 * 404 of an unknown address (nothing to learn there), one without the right token a 401.
 */
export function operatorOnly(options: OperatorAccessOptions) {
  const verdictOf = operatorAccess(options);
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = verdictOf(request);
    if (verdict === 'hidden') return reply.callNotFound();
    if (verdict === 'unauthorized') {
      void reply.header('www-authenticate', 'Bearer');
      throw unauthorized('This address needs the operator token.');
    }
  };
}
