import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { endPageQueryClient } from '../shared/api/query-client';
import { resetFeatureStores } from '../shared/session/feature-store';
import { setMobileViewport } from './render';

// Lazy page chunks are transformed on first use, which can take a while on a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks what Mantine reads for media queries and element sizes.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
if (!('ResizeObserver' in window)) {
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}
// jsdom has no FontFaceSet; Mantine's autosizing Textarea listens to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: Object.assign(new EventTarget(), { ready: Promise.resolve() }),
  });
}
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  // Each test renders a page view of its own, with a cache of its own.
  endPageQueryClient();
  // Features' stores live for the module, as in a page view: each test starts from their start.
  resetFeatureStores();
  localStorage.clear();
  // Files share their worker's window (vitest.config.ts): the next one starts on a desktop.
  setMobileViewport(false);
});
