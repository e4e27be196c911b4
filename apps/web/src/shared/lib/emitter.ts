type Listener<T> = (payload: T) => void;

/** A minimal typed event emitter; `on` returns the function that unsubscribes. */
export function createEmitter<Events extends Record<string, unknown>>() {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  return {
    on<K extends keyof Events>(event: K, listener: Listener<Events[K]>): () => void {
      let set = listeners.get(event);
      if (!set) {
        set = new Set();
        listeners.set(event, set);
      }
      set.add(listener as Listener<never>);
      return () => {
        set.delete(listener as Listener<never>);
      };
    },
    emit<K extends keyof Events>(event: K, payload: Events[K]): void {
      for (const listener of listeners.get(event) ?? []) (listener as Listener<Events[K]>)(payload);
    },
  };
}
