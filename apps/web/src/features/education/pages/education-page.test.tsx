import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { community, education, users } from '@portal/contract';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';

const empty = () => ({ body: { data: [], option: [{ count: 0 }] } });

/** Logged in at `path`, with `modules`; every list answers empty, the FAQ with one question. */
function openEducation(path: string, modules = makeUser().modules) {
  const user = { ...makeUser(), modules };
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.ok(users.getProfile, profileOf(user));
  fake.on(community.getChannels, empty);
  fake.on(education.getLibrary, empty);
  fake.on(education.getProducers, empty);
  fake.on(education.getClinics, empty);
  fake.on(education.getFaq, () => ({
    body: {
      data: [
        {
          topic: 'Your account',
          questions: [
            {
              _id: '00000000-0000-4000-8000-000000000001',
              question: 'How do I delete my account?',
              answer: 'Contact us.',
            },
          ],
        },
      ],
      option: [{ count: 1 }],
    },
  }));
  fake.ok(education.getContactOptions, {
    email: 'support@example.test',
    phone: null,
    hours: 'Monday to Friday',
    responseDays: 2,
    topics: [],
  });
  return { fake, ...renderApp(path) };
}

const selected = async () => (await screen.findAllByRole('tab', { selected: true }))[0];

beforeAll(async () => {
  await import('./education-page');
}, 60_000);

describe('education page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens the first tab at /education and an alias’s own tab', async () => {
    const first = openEducation('/education');
    await waitFor(async () => expect(await selected()).toHaveTextContent('Forums'));
    first.unmount();
    const faq = openEducation('/education/FAQ');
    await waitFor(async () => expect(await selected()).toHaveTextContent('FAQ'));
    expect(await screen.findByText('How do I delete my account?')).toBeInTheDocument();
    expect(await screen.findByText('Still need help?')).toBeInTheDocument();
    faq.unmount();
  });

  it('a tab goes to its alias with the search; the search goes to the open tab', async () => {
    const { router, fake, unmount } = openEducation('/education/forums?search=pain');
    fireEvent.click(await screen.findByRole('tab', { name: 'Library' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/education/library'));
    expect(router.state.location.search).toBe('?search=pain');
    await waitFor(() =>
      expect(
        fake.requests.some(
          (r) =>
            r.url.pathname === '/api/library/get' && r.url.searchParams.get('search') === 'pain',
        ),
      ).toBe(true),
    );
    unmount();
  });

  it('asks nothing of the community for a user without its module', async () => {
    const { fake, unmount } = openEducation('/education/forums', ['home', 'education']);
    expect(await screen.findByText('Forums are not part of your account')).toBeInTheDocument();
    expect(fake.requests.some((r) => r.url.pathname.startsWith('/api/community/'))).toBe(false);
    unmount();
  });
});
