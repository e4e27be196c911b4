/** Carries cache invalidations to the other server processes (Redis pub/sub), when there are any. */
export interface InvalidationBus {
  publish(message: string): void;
  subscribe(handler: (message: string) => void): void;
}
