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
export function fakeStripe(opts: { now?: () => Date } = {}) {
  /** Stripe's clock, in seconds: the test's, where it moves time. */
  const seconds = () => Math.floor((opts.now?.() ?? new Date()).getTime() / 1000);
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
      // When an uncaptured hold lapses (Stripe cancels the PaymentIntent then).
      payment_method_details: {
        type: 'card',
        card: { capture_before: Number(pi.created) + 7 * 86_400 },
      },
    },
  });
  const invalid = (message: string) => ({
    status: 400,
    body: { error: { type: 'invalid_request_error', message } },
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
      const offSession = form.get('off_session') === 'true';
      const pi: Record<string, unknown> = {
        id: `pi_${++n}`,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        amount_received: 0,
        created: seconds(),
        currency: form.get('currency'),
        capture_method: form.get('capture_method'),
        payment_method: pm,
        client_secret: `pi_${n}_secret_x`,
        status:
          pm === 'pm_card_chargeDeclined'
            ? 'requires_payment_method'
            : pm === 'pm_card_processing'
              ? 'processing'
              : pm === 'pm_card_authenticationRequired'
                ? offSession
                  ? 'requires_payment_method'
                  : 'requires_action'
                : 'requires_capture',
      };
      intents.set(String(pi.id), pi);
      if (pi.status === 'requires_payment_method') {
        // Off session, a card that needs its bank's step fails with authentication_required.
        const [code, message] =
          pm === 'pm_card_authenticationRequired'
            ? [
                'authentication_required',
                'Your card was declined. This transaction requires authentication.',
              ]
            : ['card_declined', 'Your card was declined.'];
        return {
          status: 402,
          body: {
            error: {
              type: 'card_error',
              code,
              decline_code: code === 'card_declined' ? 'generic_decline' : code,
              message,
              payment_intent: { ...intentOut(pi), last_payment_error: { code, message } },
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
        if (pi.status !== 'requires_capture') {
          return invalid(
            `This PaymentIntent could not be captured because it has a status of ${String(pi.status)}.`,
          );
        }
        pi.status = 'succeeded';
        pi.amount_received = Number(form.get('amount_to_capture') ?? pi.amount);
      } else if (m[2] === 'cancel') {
        if (pi.status === 'succeeded' || pi.status === 'canceled') {
          return invalid(
            `You cannot cancel this PaymentIntent because it has a status of ${String(pi.status)}.`,
          );
        }
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
      const refunded = Number(pi.amount_refunded ?? 0) + Number(form.get('amount'));
      if (pi.status !== 'succeeded') return invalid('This PaymentIntent has no charge to refund.');
      if (refunded > Number(pi.amount_received)) {
        return invalid('Refund amount is greater than the unrefunded amount on the charge.');
      }
      pi.amount_refunded = refunded;
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

  /**
   * Faults to inject: a request matching `path` is done as usual, but the next `times` answers to
   * it are lost on the way (a call that succeeded at Stripe while the caller saw it fail).
   */
  const faults: { path: RegExp; times: number }[] = [];
  /**
   * A request held on its way, so a test can act while it is: `before` Stripe does it, or
   * `after` (done at Stripe, its answer not yet sent). `arrived` settles once it is held;
   * `release` lets it go on.
   */
  const pauses: { path: RegExp; when: 'before' | 'after'; held: () => void; go: Promise<void> }[] =
    [];
  function pause(path: RegExp, when: 'before' | 'after') {
    let release!: () => void;
    let held!: () => void;
    const go = new Promise<void>((r) => (release = r));
    const arrived = new Promise<void>((r) => (held = r));
    pauses.push({ path, when, held, go });
    return { arrived, release };
  }
  async function holdIf(path: string, when: 'before' | 'after') {
    const i = pauses.findIndex((p) => p.when === when && p.path.test(path));
    if (i < 0) return;
    const [p] = pauses.splice(i, 1);
    p!.held();
    await p!.go;
  }
  const sent = new Map<string, string>();

  const server: Server = createServer((req, res) => {
    void read(req).then(async (raw) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      await holdIf(url.pathname, 'before');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : raw);
      const key = req.headers['idempotency-key'] as string | undefined;
      seen.push({
        method: req.method ?? '',
        path: url.pathname,
        idempotencyKey: key,
        authorization: req.headers.authorization,
        form,
      });
      // Stripe replays the first answer to a repeated key, and refuses the key with other
      // parameters.
      const params = `${req.method} ${url.pathname} ${raw}`;
      const reply =
        key && sent.has(key) && sent.get(key) !== params
          ? {
              status: 400,
              body: {
                error: {
                  type: 'idempotency_error',
                  message: `Keys for idempotent requests can only be used with the same parameters they were first used with.`,
                },
              },
            }
          : (key && replies.get(key)) || answer(req.method ?? '', url.pathname, form);
      if (key && !sent.has(key)) {
        sent.set(key, params);
        replies.set(key, reply);
      }
      await holdIf(url.pathname, 'after');
      const fault = faults.find((f) => f.times > 0 && f.path.test(url.pathname));
      if (fault) {
        fault.times--;
        req.socket.destroy(); // The answer is lost: the caller cannot know what happened.
        return;
      }
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
    faults,
    pause,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

export type FakeStripe = ReturnType<typeof fakeStripe>;
