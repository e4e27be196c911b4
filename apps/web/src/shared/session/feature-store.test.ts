import { beforeEach, describe, expect, it, vi } from 'vitest';

interface Probe {
  tab: string;
  filters: { search?: string };
  draft: string;
  setTab: (tab: string) => void;
}

// Each test is a fresh page view: the store is made when its module loads.
async function pageView(kept: object | null) {
  vi.resetModules();
  localStorage.clear();
  if (kept) localStorage.setItem('portal-probe', JSON.stringify({ state: kept, version: 0 }));
  const mod = await import('./feature-store');
  const store = mod.createFeatureStore<Probe>(
    'probe',
    (set) => ({ tab: 'first', filters: {}, draft: '', setTab: (tab) => set({ tab }) }),
    ({ tab, filters }) => ({ tab, filters }),
  );
  return { mod, store };
}

describe('createFeatureStore', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the fields it is told to under portal-<name>, for the next page view', async () => {
    const { store } = await pageView(null);
    store.getState().setTab('second');
    store.setState({ draft: 'not kept' });
    expect(JSON.parse(localStorage.getItem('portal-probe')!)).toEqual({
      state: { tab: 'second', filters: {} },
      version: 0,
    });
    const next = await pageView({ tab: 'second', filters: { search: 'oil' } });
    expect(next.store.getState()).toMatchObject({ tab: 'second', filters: { search: 'oil' } });
  });

  it('hydrates as the server rendered, sharing the objects kept alike', async () => {
    const { store } = await pageView({ tab: 'second', filters: {} });
    const rendered = store.getInitialState();
    // The server knew nothing of the kept tab: hydration renders its default.
    expect(rendered.tab).toBe('first');
    // The same value, the same object: its readers do not render again after hydration.
    expect(rendered.filters).toBe(store.getState().filters);
  });

  it('goes back to its start when every feature store is reset (logout)', async () => {
    const { mod, store } = await pageView({ tab: 'second', filters: { search: 'oil' } });
    mod.resetFeatureStores();
    expect(store.getState()).toMatchObject({ tab: 'first', filters: {} });
    expect(typeof store.getState().setTab).toBe('function');
  });
});
