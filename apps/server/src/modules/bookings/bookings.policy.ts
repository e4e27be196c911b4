import { bookings, type AppointmentStatus } from '@portal/contract';
import type { SessionUser } from '../../http/session';
import type { BookingRow } from './bookings.repository';

// Who may move a booking from which status to which: ONE table (decision 72). Every pair of
// status and action not in it is refused with 409 and a message naming both.

type Action = bookings.BookingAction;
type Actor = bookings.BookingActor;
/** A person's part in a booking. */
export type Party = 'doctor' | 'patient';

export interface Transition {
  from: AppointmentStatus;
  action: Action;
  actor: Actor;
  to: AppointmentStatus;
}

const ACTIVE = bookings.SLOT_HOLDING_STATUSES;
const REJECTED_BY = {
  doctor: 'Rejected by Doctor',
  patient: 'Rejected by Patient',
  admin: 'Rejected by Admin',
} as const satisfies Record<Exclude<Actor, 'system'>, AppointmentStatus>;

/** The allowed transitions of SPEC §4's statuses. */
export const TRANSITIONS: readonly Transition[] = [
  // The doctor approves a request.
  { from: 'Pending Approval', action: 'approve', actor: 'doctor', to: 'Approved' },
  // The side that did not propose a new time accepts it (checked by `proposalGuard`).
  { from: 'Rescheduled', action: 'approve', actor: 'doctor', to: 'Rescheduled Approved' },
  { from: 'Rescheduled', action: 'approve', actor: 'patient', to: 'Rescheduled Approved' },
  // The doctor marks an approved appointment done, once it has started (`finishGuard`).
  { from: 'Approved', action: 'finish', actor: 'doctor', to: 'Completed' },
  { from: 'Rescheduled Approved', action: 'finish', actor: 'doctor', to: 'Completed' },
  // Either side proposes a new time for a live booking, or counters a proposal.
  ...ACTIVE.flatMap((from) =>
    (['doctor', 'patient'] as const).map((actor): Transition => ({
      from,
      action: 'reschedule',
      actor,
      to: 'Rescheduled',
    })),
  ),
  // Any live booking can be rejected or cancelled; the status names who did it.
  ...ACTIVE.flatMap((from) =>
    (['doctor', 'patient', 'admin'] as const).map((actor): Transition => ({
      from,
      action: 'reject',
      actor,
      to: REJECTED_BY[actor],
    })),
  ),
  // A request still pending when its time comes.
  { from: 'Pending Approval', action: 'expire', actor: 'system', to: 'Rejected by System' },
];

/** The status after `action` by `actor` from `from`, or null when the table has no such row. */
export function nextStatus(
  from: AppointmentStatus,
  action: Action,
  actor: Actor,
): AppointmentStatus | null {
  return (
    TRANSITIONS.find((t) => t.from === from && t.action === action && t.actor === actor)?.to ?? null
  );
}

const VERBS: Record<Action, string> = {
  create: 'created',
  approve: 'approved',
  reject: 'rejected',
  finish: 'marked finished',
  reschedule: 'rescheduled',
  expire: 'expired',
};

const ACTOR_NAMES: Record<Actor, string> = {
  doctor: 'the doctor',
  patient: 'the patient',
  admin: 'an admin',
  system: 'the system',
};

/** The 409 message for a transition the table does not allow. */
export function refusal(from: AppointmentStatus, action: Action, actor: Actor): string {
  return `A booking that is ${from} cannot be ${VERBS[action]} by ${ACTOR_NAMES[actor]}.`;
}

/** What a booking looks like to the rules beyond the table. */
export interface BookingFacts {
  status: AppointmentStatus;
  startsAt: Date;
  proposedBy: Party | null;
  /** The new time a Rescheduled booking proposes. */
  proposedStartsAt?: Date | null;
}

/**
 * Rules beyond the table: a proposal is accepted by the other side only, and not once its time
 * has passed (as no new time can be proposed in the past); an appointment is finished only once
 * it has started. Returns the refusal, or null when allowed.
 */
export function guard(b: BookingFacts, action: Action, actor: Actor, now: Date): string | null {
  if (action === 'approve' && b.status === 'Rescheduled' && b.proposedBy === actor) {
    return 'You proposed this new time: the other side approves it.';
  }
  if (
    action === 'approve' &&
    b.status === 'Rescheduled' &&
    b.proposedStartsAt &&
    b.proposedStartsAt.getTime() <= now.getTime()
  ) {
    return 'The proposed time has passed. Propose another time.';
  }
  if (action === 'finish' && now.getTime() < b.startsAt.getTime()) {
    return 'An appointment can be marked finished only after it starts.';
  }
  return null;
}

/**
 * Checks a change: the new status, or the 409 message. The table first, then the guards.
 */
export function decide(
  b: BookingFacts,
  action: Action,
  actor: Actor,
  now: Date,
): { ok: true; to: AppointmentStatus } | { ok: false; message: string } {
  const to = nextStatus(b.status, action, actor);
  if (!to) return { ok: false, message: refusal(b.status, action, actor) };
  const refused = guard(b, action, actor, now);
  return refused ? { ok: false, message: refused } : { ok: true, to };
}

/** The actions a person may take on a booking now, for the web's buttons. */
export function allowedActions(
  b: BookingFacts,
  actor: Exclude<Actor, 'system'>,
  now: Date,
): ('approve' | 'reject' | 'finish' | 'reschedule')[] {
  return (['approve', 'reject', 'finish', 'reschedule'] as const).filter(
    (action) => decide(b, action, actor, now).ok,
  );
}

/** Statuses in which a booking holds its slot; the database's exclusion constraint uses the same. */
export const HOLDING: readonly AppointmentStatus[] = ACTIVE;

/** The person's part in a booking, or null when it is none of theirs. */
export function roleOf(user: SessionUser, b: Pick<BookingRow, 'doctorId' | 'patientId'>) {
  if (b.doctorId === user._id) return 'doctor' as const;
  if (b.patientId === user._id) return 'patient' as const;
  if (user.isAdmin) return 'admin' as const;
  return null;
}

/** A booking row as the rules read it. */
export const facts = (b: BookingRow) => ({
  status: b.status as AppointmentStatus,
  startsAt: b.startsAt,
  proposedBy: (b.proposedBy as Party | null) ?? null,
  proposedStartsAt: b.proposedStartsAt,
});
