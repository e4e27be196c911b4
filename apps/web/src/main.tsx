// Mantine's styles per component, the way Mantine documents them (docs/decisions.md, decision
// 44): its base stylesheets here, then those of the components most pages render (and of the
// components they are built on, dependencies first), so they share the entry's one stylesheet;
// every other module imports the stylesheets of the other components it uses. All of them are
// the `.layer.css` files (the `mantine` cascade layer): the app's own CSS wins whatever the order
// in which lazy chunks bring their stylesheets. src/app/mantine-styles.test.ts keeps this true.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Anchor.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Skeleton.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Title.layer.css';
import './app/global.css';
import { StrictMode, startTransition, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, appReady } from './app/app';
import { afterPageShown, prepareTakeOver } from './app/take-over';
import { hasServerPage } from './shared/api/query-client';
import { serverSnapshotIsSession } from './shared/session/session-store';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const takeOver = prepareTakeOver(root);
// A signed-in page the server rendered with the answers now in the query cache (decision 49):
// React adopts its markup rather than building the page again, which on a slow phone was a
// quarter of a second of one task, and another laying it out anew.
const hydrates = root.hasAttribute('data-prerendered') && hasServerPage;
if (hydrates) serverSnapshotIsSession(true);

/** Longest a hydrated page stays inert waiting for its own commit (afterPageShown). */
const PAGE_HYDRATION_WAIT_MS = 5000;

/**
 * Takes the page over once the app's first render is in. Rendered anew, the page's markup changes
 * at the first commit: what was typed is written back before that is painted. Hydrated, the
 * shell commits first and the page later (a Suspense boundary): the page is let go (inert no
 * more) once that commit's effects have run, as a form sets its values in one, so that what is
 * typed after is the form's.
 */
function FirstCommit({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    if (!hydrates) takeOver();
  }, []);
  useEffect(() => {
    if (!hydrates) return;
    afterPageShown(takeOver);
    const late = setTimeout(takeOver, PAGE_HYDRATION_WAIT_MS);
    return () => clearTimeout(late);
  }, []);
  return children;
}

// Rendered once the first location's chunks are in, so the page replaces what the HTML painted
// (the loading frame, or the page itself where it was prerendered) in one step, with no loader
// between; and as a transition, so React renders in slices that leave the browser free between
// them instead of in one long task.
const app = (
  <StrictMode>
    <FirstCommit>
      <App />
    </FirstCommit>
  </StrictMode>
);
void appReady.then(() =>
  startTransition(() => {
    if (hydrates) hydrateRoot(root, app);
    else createRoot(root).render(app);
  }),
);
