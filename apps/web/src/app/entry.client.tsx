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
  );
});
