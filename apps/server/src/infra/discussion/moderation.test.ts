import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { reportItem, setItemHidden, type ModeratedItems } from './moderation';

/** An in-memory item store and a database whose transaction just runs the callback. */
function fakes(initial: { hiddenAt: Date | null; reports: string[] } | null) {
  const state = initial && {
    ...initial,
    reports: new Set(initial.reports),
    reason: null as string | null,
  };
  const log: string[] = [];
  const tx = {} as Db;
  const db = { transaction: async <T>(fn: (tx: Db) => Promise<T>) => fn(tx) } as unknown as Db;
  const items: ModeratedItems = {
    lock: async () => (state ? { hiddenAt: state.hiddenAt } : null),
    addReport: async (_id, userId) => {
      state!.reports.add(userId);
      return state!.reports.size;
    },
    clearReports: async () => {
      state!.reports.clear();
      log.push('clear');
    },
    setHidden: async (_id, reason, _tx, at) => {
      state!.hiddenAt = reason ? (at ?? new Date()) : null;
      state!.reason = reason;
      log.push(`hide:${reason}`);
    },
  };
  return { db, items, state, log };
}

describe('reportItem', () => {
  it('hides the item at the threshold and runs the extra write once', async () => {
    const { db, items, state, log } = fakes({ hiddenAt: null, reports: ['u1'] });
    let extra = 0;
    const also = async () => void extra++;
    expect(await reportItem(db, items, { id: 'x', userId: 'u2', threshold: 3 }, also)).toBe(false);
    expect(await reportItem(db, items, { id: 'x', userId: 'u2', threshold: 3 }, also)).toBe(false);
    expect(await reportItem(db, items, { id: 'x', userId: 'u3', threshold: 3 }, also)).toBe(true);
    expect(state?.reason).toBe('reports');
    expect(log).toEqual(['hide:reports']);
    expect(extra).toBe(1);
  });

  it('does not hide again an item that is already hidden', async () => {
    const { db, items, log } = fakes({ hiddenAt: new Date(), reports: ['u1', 'u2'] });
    expect(await reportItem(db, items, { id: 'x', userId: 'u3', threshold: 3 })).toBe(false);
    expect(log).toEqual([]);
  });

  it('does nothing for an item that is gone', async () => {
    const { db, items } = fakes(null);
    expect(await reportItem(db, items, { id: 'x', userId: 'u1', threshold: 1 })).toBe(false);
  });
});

describe('setItemHidden', () => {
  it('hides as a moderator, and showing again clears the reports', async () => {
    const { db, items, state, log } = fakes({ hiddenAt: null, reports: ['u1'] });
    const at = new Date('2026-01-01T00:00:00Z');
    await setItemHidden(db, items, { id: 'x', hidden: true, at });
    expect(state?.hiddenAt).toEqual(at);
    await setItemHidden(db, items, { id: 'x', hidden: false });
    expect(state?.hiddenAt).toBeNull();
    expect(state?.reports.size).toBe(0);
    expect(log).toEqual(['hide:moderator', 'hide:null', 'clear']);
  });
});
