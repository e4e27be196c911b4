import type { FastifyInstance } from 'fastify';
import { payments } from '@portal/contract';
import { ok, route } from '../../http/route';
import type { PaymentsService } from './payments.service';

/** The calls of SPEC §7 Profile and payments, payment/source, and the sandbox's own. */
export function paymentsRoutes(app: FastifyInstance, service: PaymentsService) {
  route(app, payments.getConfig, async () => ok(service.config()));

  route(app, payments.getLink, async ({ user }) => ok(await service.accounts.link(user._id)));

  route(app, payments.getAccount, async ({ user }) => ok(await service.accounts.get(user._id)));

  route(app, payments.saveBankAccount, async ({ user, body }) => ({
    data: await service.accounts.setBank(user._id, body),
    message: 'Your bank account has been saved.',
  }));

  route(app, payments.attachSource, async ({ user, body }) =>
    ok(await service.bookings.attachSource(user._id, body)),
  );

  route(app, payments.sandboxCard, async ({ body }) => ok(await service.sandboxCard(body)));

  route(app, payments.sandboxAuthenticate, async ({ user, body }) =>
    ok(await service.sandboxAuthenticate(user._id, body)),
  );

  route(app, payments.sandboxOnboarding, async ({ user, body }) => ({
    data: await service.completeSandboxOnboarding(user._id, body.token),
    message: 'Your payment account is set up.',
  }));
}

/**
 * The provider's webhooks, outside the contract: Stripe sends no panel, appversion or session
 * (the guards pass routes that are not the contract's), and its signature covers the raw body,
 * so this scope reads JSON as bytes. Two endpoints, each with its own signing secret: the
 * platform's own events (POST /api/payment/webhook) and the Connect endpoint's events of the
 * connected accounts (POST /api/payment/webhook/connect), decision 132.
 */
export async function paymentWebhookRoute(app: FastifyInstance, service: PaymentsService) {
  const endpoints = [
    ['/api/payment/webhook', 'platform'],
    ['/api/payment/webhook/connect', 'connect'],
  ] as const;
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      done(null, body);
    });
    for (const [url, endpoint] of endpoints) {
      scope.post(url, { schema: { hide: true } }, async (request) => {
        const signature = request.headers['stripe-signature'];
        const applied = await service.webhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.from(''),
          typeof signature === 'string' ? signature : undefined,
          endpoint,
        );
        return { received: true, duplicate: !applied };
      });
    }
  });
}
