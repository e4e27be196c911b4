// The one cancellation policy (decision 77), applied here and nowhere else. Its figures and the
// text people read are the contract's `payments.CANCELLATION_POLICY`.

import { payments } from '@portal/contract';

const HOUR = 3_600_000;

export interface Cancellation {
  /** The booking's price in pence. */
  amount: number;
  startsAt: Date;
  /** When it is cancelled. */
  at: Date;
  /** Who cancels: only a patient pays a fee. */
  actor: 'doctor' | 'patient' | 'admin' | 'system';
  /** Whether the doctor had approved it (a request never approved costs nothing to withdraw). */
  approved: boolean;
}

/** The fee kept, in whole pence (rounded down), for a cancellation under the policy. */
export function cancellationFee(c: Cancellation): number {
  if (c.actor !== 'patient' || !c.approved) return 0;
  const hoursBefore = (c.startsAt.getTime() - c.at.getTime()) / HOUR;
  if (hoursBefore >= payments.CANCELLATION_POLICY.freeUntilHours) return 0;
  // The tightest tier the cancellation falls in.
  let percent = 0;
  for (const tier of payments.CANCELLATION_POLICY.tiers) {
    if (hoursBefore < tier.withinHours) percent = Math.max(percent, tier.feePercent);
  }
  return Math.floor((c.amount * percent) / 100);
}
