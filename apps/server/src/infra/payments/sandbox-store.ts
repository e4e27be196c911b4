import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { payments } from '@portal/contract';
import type { Db } from '../../db/client';
import { sandboxIdempotencyKeys, sandboxObjects } from '../../db/schema';
import {
  ProviderRefusal,
  type ProviderAccount,
  type ProviderCardSetup,
  type ProviderPayment,
} from './payment-provider';

// What the sandbox provider keeps (sandbox_objects) and how it reads, writes and answers a
// repeated idempotency key; and its objects as the provider interface shows them.

export type Behaviour = 'succeed' | 'decline' | 'authenticate';

export interface SandboxCard {
  id: string;
  behaviour: Behaviour;
  brand: string;
  last4: string;
  /** Its extra step was passed once (a saved card): later off-session charges go through. */
  authenticated?: boolean;
}

export const TEST_CARDS: Record<string, Behaviour> = {
  [payments.SANDBOX_TEST_CARDS.succeeds]: 'succeed',
  [payments.SANDBOX_TEST_CARDS.declined]: 'decline',
  [payments.SANDBOX_TEST_CARDS.authenticate]: 'authenticate',
};

export const newId = (prefix: string) => `sbx_${prefix}_${randomUUID().replaceAll('-', '')}`;

export interface Payment extends Omit<ProviderPayment, 'captureBefore'> {
  paymentMethod: string;
  /** ISO time a hold lapses (kept as JSON); null when not held. */
  captureBefore: string | null;
}
export interface Setup extends ProviderCardSetup {
  customerId: string;
}

export const publicAccount = (a: ProviderAccount): ProviderAccount => ({
  id: a.id,
  chargesEnabled: a.chargesEnabled,
  payoutsEnabled: a.payoutsEnabled,
  detailsSubmitted: a.detailsSubmitted,
});
export const publicPayment = ({
  paymentMethod: _pm,
  captureBefore,
  ...p
}: Payment): ProviderPayment => ({
  ...p,
  captureBefore: captureBefore ? new Date(captureBefore) : null,
});
export const publicSetup = ({ customerId: _c, ...s }: Setup): ProviderCardSetup => s;

/** The sandbox's objects by id and kind, and its idempotency keys. */
export function createSandboxStore(db: Db) {
  async function load<T>(id: string, kind: string, tx: Db = db): Promise<T> {
    const [row] = await tx
      .select({ data: sandboxObjects.data })
      .from(sandboxObjects)
      .where(and(eq(sandboxObjects.id, id), eq(sandboxObjects.kind, kind)));
    if (!row) throw new ProviderRefusal(`No such ${kind}: ${id}`);
    return row.data as T;
  }
  async function save<T extends { id: string }>(kind: string, data: T, tx: Db = db): Promise<T> {
    await tx
      .insert(sandboxObjects)
      .values({ id: data.id, kind, data: data as unknown as Record<string, unknown> })
      .onConflictDoUpdate({
        target: sandboxObjects.id,
        set: { data: data as unknown as Record<string, unknown>, updatedAt: new Date() },
      });
    return data;
  }

  /** Runs `fn` once per key: a repeat (even at the same time) gets the first answer. */
  async function once<T>(key: string, fn: (tx: Db) => Promise<T>): Promise<T> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sandbox:${key}`}))`);
      const [done] = await tx
        .select({ result: sandboxIdempotencyKeys.result })
        .from(sandboxIdempotencyKeys)
        .where(eq(sandboxIdempotencyKeys.key, key));
      if (done) return done.result as T;
      const result = await fn(tx);
      await tx.insert(sandboxIdempotencyKeys).values({ key, result });
      return result;
    });
  }

  return { load, save, once };
}
