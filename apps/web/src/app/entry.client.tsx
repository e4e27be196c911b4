import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The page as the server (or the build, for a prerendered public page) rendered it is hydrated
// in place: React adopts its markup, and what was typed into it before the scripts arrived stays.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
    {
      // React recovers from a hydration mismatch by rendering the tree again; the report says
      // where (the component stack), which the minified error alone does not.
      onRecoverableError: (error, info) =>
        console.error(`${String(error)}${info.componentStack ?? ''}`),
    },
  );
});
