import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@portal/contract';

// The layout the server renders a signed-in page in (decision 49): the browser said which; there
// is no screen to ask. Undefined in the browser.
let serverLayout: boolean | undefined;

/** Renders as a phone (true) or a desktop (false) where there is no screen; undefined: ask it. */
export function renderAsMobile(mobile: boolean | undefined): void {
  serverLayout = mobile;
}

/** True in the mobile layout: 767px wide and below (SPEC §9). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, serverLayout, {
    getInitialValueInEffect: serverLayout !== undefined,
  });
}
