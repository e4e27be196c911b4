// A small fake of Stripe's HTTP API for the tests (no internet here): the SDK is pointed at it
// with its host, port and protocol options. It answers as Stripe does for the calls the adapter
// makes, replays a repeated Idempotency-Key, and records every request.

import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  idempotencyKey: string | undefined;
  authorization: string | undefined;
  form: URLSearchParams;
}

/** A small fake of the Stripe API calls the adapter makes. */
export function fakeStripe() {
  const seen: Seen[] = [];
  const replies = new Map<string, { status: number; body: unknown }>();
  const intents = new Map<string, Record<string, unknown>>();
  let n = 0;
  // An Express account as the platform that made it reads it: Stripe collects its requirements
  // (and its bank account); `external_accounts` is returned because the platform controls it.
  const account = {
    id: 'acct_fake1',
    object: 'account',
    type: 'express',
    charges_enabled: false,
    payouts_enabled: false,
    details_submitted: false,
    controller: {
      type: 'application',
      is_controller: true,
      requirement_collection: 'stripe',
      stripe_dashboard: { type: 'express' },
    },
    external_accounts: {
      object: 'list',
      data: [] as Record<string, unknown>[],
      has_more: false,
      url: '/v1/accounts/acct_fake1/external_accounts',
    },
  };
  /** A GB bank account as Stripe reports it on the account: last four digits, sort code. */
  const bankAccount = (last4: string, sortCode: string, holder: string) => ({
    id: `ba_${++n}`,
    object: 'bank_account',
    account: account.id,
    account_holder_name: holder,
    account_holder_type: 'individual',
    bank_name: 'FAKE BANK',
    country: 'GB',
    currency: 'gbp',
    default_for_currency: true,
    last4,
    routing_number: sortCode,
    status: 'new',
  });

  const card = (pm: string) => ({
    id: pm,
    object: 'payment_method',
    card: {
      brand: 'visa',
      last4: pm.includes('Declined') ? '0002' : pm.includes('auth') ? '3184' : '4242',
    },
  });
  const intentOut = (pi: Record<string, unknown>) => ({
    ...pi,
    payment_method: card(String(pi.payment_method)),
    latest_charge: {
      id: `ch_${String(pi.id)}`,
      object: 'charge',
      amount_refunded: pi.amount_refunded ?? 0,
    },
  });

  function answer(
    method: string,
    path: string,
    form: URLSearchParams,
  ): { status: number; body: unknown } {
    if (method === 'POST' && path === '/v1/accounts') return { status: 200, body: account };
    if (method === 'GET' && path === `/v1/accounts/${account.id}`)
      return { status: 200, body: account };
    if (method === 'POST' && path === '/v1/account_links') {
      return {
        status: 200,
        body: {
          object: 'account_link',
          url: `https://connect.stripe.test/setup/e/${account.id}/${++n}`,
          created: Math.floor(Date.now() / 1000),
          expires_at: Math.floor(Date.now() / 1000) + 300,
        },
      };
    }
    if (method === 'POST' && path === `/v1/accounts/${account.id}/login_links`) {
      return {
        status: 200,
        body: {
          object: 'login_link',
          created: Math.floor(Date.now() / 1000),
          url: `https://connect.stripe.test/express/${account.id}/${++n}`,
        },
      };
    }
    if (method === 'POST' && path === `/v1/accounts/${account.id}/external_accounts`) {
      // Only where the platform collects requirements itself may it add a bank account.
      if (account.controller.requirement_collection !== 'application') {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              message: 'The platform does not collect this account’s requirements.',
            },
          },
        };
      }
      return {
        status: 200,
        body: {
          id: `ba_${++n}`,
          object: 'bank_account',
          last4: form.get('external_account[account_number]')?.slice(-4),
        },
      };
    }
    if (method === 'POST' && path === '/v1/customers') {
      return { status: 200, body: { id: `cus_${++n}`, object: 'customer' } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      const pm = form.get('payment_method') ?? '';
      const pi: Record<string, unknown> = {
        id: `pi_${++n}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        currency: form.get('currency'),
        capture_method: form.get('capture_method'),
        payment_method: pm,
        client_secret: `pi_${n}_secret_x`,
        status:
          pm === 'pm_card_chargeDeclined'
            ? 'requires_payment_method'
            : pm === 'pm_card_authenticationRequired'
              ? 'requires_action'
              : 'requires_capture',
      };
      intents.set(String(pi.id), pi);
      if (pi.status === 'requires_payment_method') {
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code: 'card_declined',
              decline_code: 'generic_decline',
              message: 'Your card was declined.',
              payment_intent: {
                ...intentOut(pi),
                last_payment_error: { message: 'Your card was declined.' },
              },
            },
          },
        };
      }
      return { status: 200, body: intentOut(pi) };
    }
    const m = /^\/v1\/payment_intents\/(pi_\d+)(?:\/(capture|cancel))?$/.exec(path);
    if (m && intents.has(m[1]!)) {
      const pi = intents.get(m[1]!)!;
      if (m[2] === 'capture') {
        pi.status = 'succeeded';
        pi.amount_received = Number(form.get('amount_to_capture') ?? pi.amount);
      } else if (m[2] === 'cancel') {
        pi.status = 'canceled';
      }
      return { status: 200, body: intentOut(pi) };
    }
    if (method === 'POST' && path === '/v1/refunds') {
      const pi = intents.get(form.get('payment_intent') ?? '');
      if (!pi)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such payment_intent' } },
        };
      pi.amount_refunded = Number(pi.amount_refunded ?? 0) + Number(form.get('amount'));
      return {
        status: 200,
        body: { id: `re_${++n}`, object: 'refund', amount: Number(form.get('amount')) },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: `Unknown ${method} ${path}` } },
    };
  }

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => resolve(body));
    });

  const server: Server = createServer((req, res) => {
    void read(req).then((raw) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: key,
        authorization: req.headers.authorization,
        form,
      });
      // Stripe replays the first answer to a repeated key.
      const reply = (key && replies.get(key)) || answer(req.method ?? '', url.pathname, form);
      if (key) replies.set(key, reply);
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_${seen.length}`,
      });
      res.end(JSON.stringify(reply.body));
    });
  });

  return {
    seen,
    intents,
    account,
    bankAccount,
    server,
    async start() {
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;
