// Mantine's base styles on every page; each component's stylesheet comes with the module that
// uses it (scripts/mantine-css.ts, decision 44), so /login does not load the whole UI kit's CSS.
// All of them are in the `mantine` cascade layer: the app's own CSS wins whatever the order in
// which lazy chunks bring their stylesheets.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, appReady } from './app/app';
import { prepareTakeOver } from './app/take-over';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const takeOver = prepareTakeOver(root);
const reactRoot = createRoot(root);

/** Runs `takeOver` once the app's first markup is in place, before it is painted. */
function FirstCommit({ children }: { children: ReactNode }) {
  useLayoutEffect(takeOver, []);
  return children;
}

// Rendered once the first location's chunks are in, so the page replaces what the HTML painted
// (the loading frame, or the page itself where it was prerendered) in one step, with no loader
// between; and as a transition, so React renders in slices that leave the browser free between
// them instead of in one long task.
void appReady.then(() =>
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <FirstCommit>
          <App />
        </FirstCommit>
      </StrictMode>,
    ),
  ),
);
