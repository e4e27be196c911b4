import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalLoader } from '../../shared/ui/global-loader';
import { Snackbar } from '../../shared/ui/snackbar';
import { UpdateDialog } from '../../shared/ui/update-dialog';

/** Scrolls to the top on every navigation (SPEC §2). */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}

/** Around every route: scroll reset, the snackbar, the global loader and the update dialog. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <Snackbar />
      <GlobalLoader />
      <UpdateDialog />
    </>
  );
}
