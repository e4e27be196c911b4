import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { useIsMobile } from '../../shared/navigation/use-is-mobile';
import { useSessionStore } from '../../shared/session/session-store';
import { useUiStore } from '../../shared/session/ui-store';
import { gateFallback } from './use-products-gate';

/** Product routes opened directly (a link, the address bar) pass through the same gate. */
export function SelfCertificationGate({ children }: { children: ReactNode }) {
  const isSelfCertified = useSessionStore((s) => s.user?.isSelfCertificated === true);
  const openDialog = useUiStore((s) => s.openSelfCertification);
  const navigate = useNavigate();
  const isMobile = useIsMobile();

  useEffect(() => {
    if (isSelfCertified) return;
    openDialog();
    void navigate(gateFallback(isMobile), { replace: true });
  }, [isSelfCertified, openDialog, navigate, isMobile]);

  return isSelfCertified ? children : null;
}
