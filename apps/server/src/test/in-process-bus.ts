import type { InvalidationBus } from '../infra/invalidation-bus';

/** A bus between the instances of one test, carrying each message to all, as Redis does. */
export function inProcessBus(): InvalidationBus {
  const handlers: ((message: string) => void)[] = [];
  return {
    publish: (message) => handlers.forEach((h) => h(message)),
    subscribe: (h) => void handlers.push(h),
  };
}
