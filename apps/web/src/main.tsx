// Mantine's base styles on every page; each component's stylesheet comes with the module that
// uses it (scripts/mantine-css.ts, decision 44), so /login does not load the whole UI kit's CSS.
// All of them are in the `mantine` cascade layer: the app's own CSS wins whatever the order in
// which lazy chunks bring their stylesheets.
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './app/global.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element');
const reactRoot = createRoot(root);
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
