import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { installFakeApi } from '../../../test/fake-api';

// Whether the sign-up form's module has been asked for (vi.mock's factory runs at the first
// import of it).
const signupForm = vi.hoisted(() => ({ asked: false }));
vi.mock('../components/signup-account-form', async (original) => {
  signupForm.asked = true;
  return original();
});
import { renderApp } from '../../../test/render';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';

/** An IntersectionObserver whose targets come near the screen when the test says so. */
function installObserver() {
  const observed: { target: Element; callback: IntersectionObserverCallback }[] = [];
  class FakeObserver {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      observed.push({ target, callback: this.callback });
    }
    disconnect() {
      observed.splice(0, observed.length);
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    comeNear(target: Element) {
      for (const o of observed.filter((o) => o.target === target)) {
        o.callback(
          [{ target, isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        );
      }
    },
  };
}

describe('LandingPage', () => {
  beforeEach(() => useSessionStore.setState({ ...initialSessionData }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the quote form only as its place nears the screen', async () => {
    installFakeApi();
    const observer = installObserver();
    // Loaded already, so that a form asked for at once would be there within a task or two.
    await import('../components/quote-form');
    renderApp('/');
    const slot = await screen.findByTestId('quote-form-slot');
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('form', { name: 'Get a quote' })).toBeNull();
    expect(slot).toBeEmptyDOMElement();
    act(() => observer.comeNear(slot));
    expect(await screen.findByRole('form', { name: 'Get a quote' })).toBeInTheDocument();
  });

  it('opens the sign-up form from its tab, asked for as the pointer comes to it', async () => {
    installFakeApi();
    installObserver();
    renderApp('/');
    const tab = await screen.findByRole('tab', { name: 'Sign Up' });
    await new Promise((r) => setTimeout(r, 50));
    expect(signupForm.asked).toBe(false);
    fireEvent.pointerEnter(tab);
    await vi.waitFor(() => expect(signupForm.asked).toBe(true));
    fireEvent.click(tab);
    expect(await screen.findByRole('form', { name: 'Create your account' })).toBeInTheDocument();
  });
});
