import { describe, expect, it } from 'vitest';
import { APPOINTMENT_STATUSES } from '@portal/contract';
import { allowedActions, decide, nextStatus, TRANSITIONS } from './bookings.policy';

const at = new Date('2026-06-01T10:00:00Z');
const later = new Date('2026-06-02T10:00:00Z');
const earlier = new Date('2026-05-31T10:00:00Z');

describe('bookings policy', () => {
  it('has one row per (from, action, actor) and only statuses of SPEC §4', () => {
    const keys = TRANSITIONS.map((t) => `${t.from}|${t.action}|${t.actor}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const t of TRANSITIONS) {
      expect(APPOINTMENT_STATUSES).toContain(t.from);
      expect(APPOINTMENT_STATUSES).toContain(t.to);
    }
  });

  it('names the rejection by who acts', () => {
    expect(nextStatus('Approved', 'reject', 'doctor')).toBe('Rejected by Doctor');
    expect(nextStatus('Approved', 'reject', 'patient')).toBe('Rejected by Patient');
    expect(nextStatus('Approved', 'reject', 'admin')).toBe('Rejected by Admin');
    expect(nextStatus('Pending Approval', 'expire', 'system')).toBe('Rejected by System');
    expect(nextStatus('Approved', 'expire', 'system')).toBeNull();
  });

  it('leaves final statuses final', () => {
    for (const from of APPOINTMENT_STATUSES.filter(
      (s) => s === 'Completed' || s.startsWith('Rejected'),
    )) {
      expect(TRANSITIONS.filter((t) => t.from === from)).toEqual([]);
    }
  });

  it('refuses with a message naming the status, the action and the actor', () => {
    expect(
      decide({ status: 'Completed', startsAt: earlier, proposedBy: null }, 'reject', 'patient', at),
    ).toEqual({
      ok: false,
      message: 'A booking that is Completed cannot be rejected by the patient.',
    });
  });

  it('lets only the other side approve a proposal, and finishes only after the start', () => {
    const proposed = {
      status: 'Rescheduled' as const,
      startsAt: later,
      proposedBy: 'patient' as const,
    };
    expect(decide(proposed, 'approve', 'patient', at).ok).toBe(false);
    expect(decide(proposed, 'approve', 'doctor', at)).toEqual({
      ok: true,
      to: 'Rescheduled Approved',
    });
    const approved = { status: 'Approved' as const, startsAt: later, proposedBy: null };
    expect(decide(approved, 'finish', 'doctor', at).ok).toBe(false);
    expect(decide({ ...approved, startsAt: earlier }, 'finish', 'doctor', at).ok).toBe(true);
  });

  it('refuses approving a proposed time once that time has passed', () => {
    const proposal = {
      status: 'Rescheduled' as const,
      startsAt: later,
      proposedBy: 'patient' as const,
      proposedStartsAt: earlier,
    };
    expect(decide(proposal, 'approve', 'doctor', at)).toEqual({
      ok: false,
      message: 'The proposed time has passed. Propose another time.',
    });
    expect(decide({ ...proposal, proposedStartsAt: later }, 'approve', 'doctor', at).ok).toBe(true);
  });

  it('lists the actions a person may take now', () => {
    const pending = { status: 'Pending Approval' as const, startsAt: later, proposedBy: null };
    expect(allowedActions(pending, 'doctor', at)).toEqual(['approve', 'reject', 'reschedule']);
    expect(allowedActions(pending, 'patient', at)).toEqual(['reject', 'reschedule']);
    expect(allowedActions(pending, 'admin', at)).toEqual(['reject']);
  });
});
