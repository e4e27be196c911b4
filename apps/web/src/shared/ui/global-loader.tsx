import { Loader } from '@mantine/core';
import { useSessionStore } from '../session/session-store';
import classes from './global-loader.module.css';

/** Covers the page while a call that shows the loader runs (SPEC §7). */
export function GlobalLoader() {
  const loader = useSessionStore((s) => s.loader);
  if (!loader) return null;
  return (
    <div
      className={classes.overlay}
      data-testid="global-loader"
      role="progressbar"
      aria-label="Loading"
      aria-busy
    >
      <Loader size="lg" />
    </div>
  );
}
