import { useId as useReactId } from 'react';

/**
 * `useId` of @mantine/hooks, put in its place by the build (scripts/mantine-use-id.ts): React's
 * id, as Mantine's hook starts with on the server and in the browser, kept. Mantine's replaces
 * it with a random one in a layout effect, so every component with an id (each input, tab,
 * menu and tooltip) rendered twice: on a slow phone the second render was two thirds of the
 * task that commits a page (decision 53). React's ids are unique within the app's one root and
 * stable for a component's life, and the server's render of a page makes the same.
 */
export function useId(staticId?: string): string {
  const reactId = useReactId();
  return typeof staticId === 'string' ? staticId : `mantine-${reactId.replace(/:/g, '')}`;
}
