import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet, useMatch, useMatches } from 'react-router';
import { HydrationBoundary, useQueryClient } from '@tanstack/react-query';
import { homeKeys } from '#features/home/api/home-keys';
import { useCurrentUserRefresh } from '#features/users/api/get-profile';
import { useLogOut } from '#features/auth/api/use-log-out';
import { QueryProvider } from '../../shared/api/query-provider';
import { useAppNavigate } from '../../shared/navigation/use-app-navigate';
import { useIsMobile } from '../../shared/navigation/use-is-mobile';
import { useUiStore } from '../../shared/session/ui-store';
import { Footer } from '../../shared/ui/footer';
import { MessageToast } from '../../shared/ui/message-toast';
import { PageLoadingListener } from '../../shared/ui/page-loader';
import { BottomMenu } from './bottom-menu';
import { DesktopHeader } from './desktop-header';
import { DesktopMenu } from './desktop-menu';
import { MobileHeader } from './mobile-header';
import { PhoneHomeLinks } from './phone-home-links';
import type { PageData } from '../page-route';
import type { ProfileActionId } from './profile-actions';
import classes from './auth-layout.module.css';

// Socket and chat cache upkeep: a chunk of its own, loaded once the shell shows.
const ChatRealtime = lazy(() =>
  import('#features/chat/realtime/chat-realtime').then((m) => ({ default: m.ChatRealtime })),
);

const SelfCertificationDialog = lazy(() =>
  import('#features/products/components/self-certification-dialog').then((m) => ({
    default: m.SelfCertificationDialog,
  })),
);

/**
 * The authenticated layout (SPEC §2): desktop left menu and header from the small breakpoint up,
 * mobile header and bottom menu below it; the page and the footer in between. A chat screen
 * fills the space between the header and the bottom bar instead, without the footer.
 */
export function AuthLayout() {
  return (
    <QueryProvider>
      <PageAnswers>
        <AuthShell />
      </PageAnswers>
    </QueryProvider>
  );
}

/**
 * The answers of the page's first calls that its server loader fetched (page-loader.ts), put in
 * the query cache before the shell or the page asks for them. Always the same element, with or
 * without answers (a page opened in the app has none), so the shell is never remounted.
 */
function PageAnswers({ children }: { children: ReactNode }) {
  const page = useMatches().at(-1)?.data as PageData | null | undefined;
  return <HydrationBoundary state={page?.queries}>{children}</HydrationBoundary>;
}

function AuthShell() {
  useCurrentUserRefresh();
  const navigate = useAppNavigate();
  const logOut = useLogOut();
  const selfCertificationOpen = useUiStore((s) => s.selfCertificationOpen);
  const closeSelfCertification = useUiStore((s) => s.closeSelfCertification);
  const queryClient = useQueryClient();
  // A chat screen fills the viewport like a chat app: the messages scroll, not the page.
  const fill = useMatch('/community/chat') !== null;
  const onHome = useMatch('/home') !== null;
  // One layout's menus and header, not both with one hidden: the other's markup, tooltips and
  // menus cost a phone's first frame and its hydration for nothing.
  const mobile = useIsMobile();
  // The footer comes with the page, not under the loader of its chunk (see PageLoader): there it
  // would sit in the first screen until the page pushed it down.
  const [pageLoading, setPageLoading] = useState(false);

  const handleAction = (id: ProfileActionId) => {
    switch (id) {
      case 'profile':
        navigate('/profile');
        break;
      case 'logout':
        void logOut();
        break;
    }
  };

  return (
    <div className={classes.shell}>
      {!mobile && <DesktopMenu />}
      <div className={classes.content} data-fill={fill || undefined}>
        {mobile ? (
          <MobileHeader onAction={handleAction} />
        ) : (
          <DesktopHeader onAction={handleAction} />
        )}
        <main className={classes.main}>
          {mobile && onHome && <PhoneHomeLinks onAction={handleAction} />}
          <PageLoadingListener value={setPageLoading}>
            <Outlet />
          </PageLoadingListener>
        </main>
        {!fill && !pageLoading && <Footer />}
      </div>
      {mobile && <BottomMenu />}
      <Suspense fallback={null}>
        <ChatRealtime />
      </Suspense>
      <MessageToast />
      {selfCertificationOpen && (
        <Suspense fallback={null}>
          <SelfCertificationDialog
            onClose={closeSelfCertification}
            onCertified={() => {
              closeSelfCertification();
              // The guide card that asks for it is done now: the server reports it so.
              void queryClient.invalidateQueries({ queryKey: homeKeys.list('guide-cards') });
              navigate('/products');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
