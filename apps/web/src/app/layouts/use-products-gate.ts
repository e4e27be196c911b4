import { useCallback } from 'react';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useIsMobile } from '../../shared/navigation/use-is-mobile';
import { useSessionStore } from '../../shared/session/session-store';
import { useUiStore } from '../../shared/session/ui-store';

/** Where a user who is not self-certified lands instead of Products (SPEC §2). */
export function gateFallback(isMobile: boolean): string {
  return isMobile ? '/newsfeed' : '/home';
}

/**
 * Opens Products, or, for a user who is not self-certified, the self-certification dialog and a
 * return to Home (desktop) or the news feed (mobile).
 */
export function useOpenProducts() {
  const isSelfCertified = useSessionStore((s) => s.user?.isSelfCertificated === true);
  const openDialog = useUiStore((s) => s.openSelfCertification);
  const navigate = useAppNavigate();
  const isMobile = useIsMobile();
  return useCallback(() => {
    if (isSelfCertified) {
      navigate('/products');
      return;
    }
    openDialog();
    navigate(gateFallback(isMobile));
  }, [isSelfCertified, openDialog, navigate, isMobile]);
}
