import { Center, Loader } from '@mantine/core';
import '@mantine/core/styles/Center.layer.css';
import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Told when a page loader shows (true) and goes (false). The authenticated layout listens to
 * leave its footer out while the page's chunk loads: a footer painted under a loader sits in
 * the first screen and the page, when it arrives, pushes it down (a layout shift).
 */
const PageLoadingContext = createContext<((loading: boolean) => void) | null>(null);

export const PageLoadingListener = PageLoadingContext.Provider;

/** Shown while a page's chunk loads. */
export function PageLoader() {
  const onLoading = useContext(PageLoadingContext);
  // A layout effect: the listener's update is applied before the browser paints the loader.
  useLayoutEffect(() => {
    if (!onLoading) return;
    onLoading(true);
    return () => onLoading(false);
  }, [onLoading]);
  return (
    <Center mih={200} p="xl">
      <Loader aria-label="Loading page" />
    </Center>
  );
}
