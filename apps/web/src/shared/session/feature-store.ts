import { createStore, useStore, type StateCreator, type StoreApi } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

const resets = new Set<() => void>();

/**
 * Puts every feature store back to its initial state: what the signed-in person chose (filters,
 * tabs, an open chat) leaves with them. The session store calls it on logout (decision 140).
 */
export function resetFeatureStores(): void {
  for (const reset of resets) reset();
}

/** A feature store as a hook (`useXStore((s) => s.field)`) with the store's own methods. */
export type FeatureStore<T> = (<U>(selector: (state: T) => U) => U) &
  Pick<StoreApi<T>, 'getState' | 'setState' | 'subscribe' | 'getInitialState'>;

/**
 * The hydration snapshot: the initial state the server rendered, but the live object of every
 * field the browser kept alike, so that only the readers of what truly differs render again
 * once the page has hydrated (decision 97).
 */
function renderedState<T extends object>(initial: T, live: T): T {
  const view = { ...live };
  for (const key of Object.keys(initial) as (keyof T)[]) {
    if (JSON.stringify(initial[key]) !== JSON.stringify(live[key])) view[key] = initial[key];
  }
  return view;
}

/**
 * A feature's own state (decision 140), kept in the browser's storage under `portal-<name>` so
 * that a reload finds it again (`kept` picks the fields kept; all by default). The server has no
 * storage and renders every field at its initial value; so does hydration, then the kept values
 * render. One store per module: nothing may set it while the server renders (effects and event
 * handlers, which do, run only in the browser).
 */
export function createFeatureStore<T extends object>(
  name: string,
  initializer: StateCreator<T>,
  kept?: (state: T) => Partial<T>,
): FeatureStore<T> {
  const inBrowser = typeof window !== 'undefined';
  const store = createStore<T>()(
    persist(initializer, {
      name: `portal-${name}`,
      storage: inBrowser ? createJSONStorage(() => window.localStorage) : undefined,
      ...(kept ? { partialize: kept } : {}),
    }),
  ) as StoreApi<T>;
  const initial = store.getInitialState();
  const rendered = renderedState(initial, store.getState());
  store.getInitialState = () => rendered;
  resets.add(() => store.setState(initial, true));
  const useFeatureStore = <U>(selector: (state: T) => U): U => useStore(store, selector);
  return Object.assign(useFeatureStore, {
    getState: store.getState,
    setState: store.setState,
    subscribe: store.subscribe,
    getInitialState: store.getInitialState,
  });
}
