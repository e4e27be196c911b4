import { createContext, useContext } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@portal/contract';

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/** The layout the server rendered the page in, and whether the browser has taken it over. */
export interface RenderedLayout {
  mobile: boolean;
  /** Whether the page has hydrated: read when a component mounts, never rendered on (decision 97). */
  isHydrated: () => boolean;
  markHydrated: () => void;
}

export function renderedLayout(mobile: boolean): RenderedLayout {
  let hydrated = false;
  return {
    mobile,
    isHydrated: () => hydrated,
    markHydrated: () => {
      hydrated = true;
    },
  };
}

/**
 * The layout the server rendered the page in, as the browser last said it shows (the layout
 * cookie, app/layout-cookie.ts). One object for the page's life: its hydrated flag changes
 * without a render, because a new value here would render again every component that asks.
 */
export const MobileLayoutContext = createContext<RenderedLayout | undefined>(undefined);

/**
 * True in the mobile layout: 767px wide and below (SPEC §9). A component of the server's render,
 * and of the browser's hydration of it, starts in the layout the page was rendered in and then
 * follows the screen; one mounted later asks the screen from its first render.
 */
export function useIsMobile(): boolean {
  const layout = useContext(MobileLayoutContext);
  const rendered = layout && !layout.isHydrated() ? layout.mobile : undefined;
  return useMediaQuery(MOBILE_QUERY, rendered, { getInitialValueInEffect: rendered !== undefined });
}
