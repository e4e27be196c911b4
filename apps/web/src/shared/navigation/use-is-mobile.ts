import { useMediaQuery } from '@mantine/hooks';
import { MOBILE_MAX_WIDTH } from '@portal/contract';

/** True in the mobile layout: 767px wide and below (SPEC §9). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${MOBILE_MAX_WIDTH}px)`, false, {
    getInitialValueInEffect: false,
  });
}
