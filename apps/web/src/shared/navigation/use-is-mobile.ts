import { createContext, useContext } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@portal/contract';

export const MOBILE_QUERY = `(max-width: ${MOBILE_MAX_WIDTH}px)`;

/**
 * The layout the server rendered the page in, as the browser last said it shows (the layout
 * cookie, app/layout-cookie.ts): a render on the server, and the browser's hydration of it,
 * start in it, and then follow the screen. Undefined once the page is hydrated: ask the screen.
 */
export const MobileLayoutContext = createContext<boolean | undefined>(undefined);

/** True in the mobile layout: 767px wide and below (SPEC §9). */
export function useIsMobile(): boolean {
  const rendered = useContext(MobileLayoutContext);
  return useMediaQuery(MOBILE_QUERY, rendered, { getInitialValueInEffect: rendered !== undefined });
}
