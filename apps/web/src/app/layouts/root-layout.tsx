import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { GlobalLoader } from '../../shared/ui/global-loader';
import { Snackbar } from '../../shared/ui/snackbar';
import { UpdateDialog } from '../../shared/ui/update-dialog';

/**
 * Scrolls to the top on every navigation (SPEC §2). Not on the first render: that is the page
 * the browser opened, perhaps painted from HTML and scrolled already (decision 46), or restored
 * to where the reader was on a reload.
 */
function ScrollToTop() {
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
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
