import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { home, news, users, type Endpoint } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { makeUser, profileOf } from '../../../test/fixtures';
import { renderApp, setMobileViewport } from '../../../test/render';
import { answerShellBackgroundCalls } from '../../../test/shell-calls';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import {
  articleFixture,
  documentFixture,
  eventFixture,
  guideCardsFixture,
  linkFixture,
  testimonialFixture,
} from '../test/home-fixtures';

const list = <T,>(rows: T[]) => ({ body: { data: rows, option: [{ count: rows.length }] } });

/** Logged in with the fake server answering every Home call from `data`. */
function openHome(data: {
  cards?: ReturnType<typeof guideCardsFixture>;
  empty?: boolean;
  gate?: Promise<void>;
}) {
  const user = makeUser();
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', user, isUserLoggedIn: true });
  const fake = installFakeApi();
  answerShellBackgroundCalls(fake);
  fake.ok(users.getProfile, profileOf(user));
  const rows = <T,>(make: () => T[]) => (data.empty ? [] : make());
  const answer = (endpoint: Endpoint, reply: () => { body: unknown }) =>
    fake.on(endpoint, async () => {
      await data.gate;
      return reply();
    });
  let cards = data.cards ?? guideCardsFixture();
  answer(home.getGuideCards, () => list(data.empty ? [] : cards));
  answer(home.getEventCalendar, () => ({
    body: {
      data: {
        month: '2026-06',
        days: rows(() => [{ date: '2026-06-12', events: [eventFixture()] }]),
      },
    },
  }));
  answer(home.getUpcomingEvents, () => list(rows(() => [eventFixture({ title: 'CD network' })])));
  answer(home.getDocuments, () => list(rows(() => [documentFixture()])));
  answer(home.getUsefulLinks, () => list(rows(() => [linkFixture()])));
  answer(news.getArticles, () => list(rows(() => [articleFixture()])));
  answer(home.getTestimonials, () => list(rows(() => [testimonialFixture()])));
  const setCards = (next: typeof cards) => (cards = next);
  return { fake, setCards, ...renderApp('/home') };
}

/** The block as now rendered. */
const inBlock = (testId: string) => within(screen.getByTestId(testId));
/** Waits until `find` succeeds inside the block. */
const findIn = <T,>(testId: string, find: (b: ReturnType<typeof within>) => T) =>
  waitFor(() => find(inBlock(testId)));
const HOME_CALLS = [
  '/api/guideCard/get',
  '/api/event/calendar',
  '/api/event/upcoming/get',
  '/api/library/document/get',
  '/api/link/get',
  '/api/newsFeed/get',
  '/api/testimonial/get',
];

describe('Home', () => {
  beforeEach(() => {
    setMobileViewport(false);
    // Only the clock: 10 June 2026 in the UK, so the calendar opens on June.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-06-10T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('starts every call before any has answered, then shows each block', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const { fake } = openHome({ gate });

    await waitFor(() =>
      expect(fake.requests.map((r) => r.url.pathname)).toEqual(expect.arrayContaining(HOME_CALLS)),
    );
    // Each call once.
    expect(fake.requests.filter((r) => HOME_CALLS.includes(r.url.pathname))).toHaveLength(7);
    // Nothing has answered yet: every block shows its skeleton under its heading.
    expect(await screen.findByRole('heading', { level: 2, name: 'Documents' })).toBeInTheDocument();
    expect(screen.getAllByTestId('card-skeleton').length).toBeGreaterThan(0);
    const calendarCall = fake.requests.find((r) => r.url.pathname === '/api/event/calendar');
    expect(calendarCall?.url.searchParams.get('month')).toBe('2026-06');
    const articles = fake.requests.find((r) => r.url.pathname === '/api/newsFeed/get');
    expect(articles?.url.searchParams.get('recommended')).toBe('true');
    release();

    await findIn('home-guide-cards', (b) => expect(b.getAllByTestId('guide-card')).toHaveLength(5));
    await findIn('home-upcoming-events', (b) => b.getByText('CD network'));
    expect(
      inBlock('home-upcoming-events').getByText('Fri 12 Jun 2026, 18:30–19:30 UK time'),
    ).toBeInTheDocument();
    await findIn('home-documents', (b) =>
      b.getByRole('button', { name: 'Download Controlled drugs register: worked examples' }),
    );
    // A link stored without a scheme leaves the site as a protocol-relative link (SPEC §9).
    const link = await findIn('home-useful-links', (b) =>
      b.getByRole('link', { name: /NHS Specialist Pharmacy Service/ }),
    );
    expect(link).toHaveAttribute('href', '//www.sps.nhs.uk');
    const article = await findIn('home-recommended-articles', (b) =>
      b.getByRole('link', { name: 'Pharmacy First: a year on' }),
    );
    expect(article.getAttribute('href')).toMatch(/^\/newsfeed\/view\/[0-9a-f-]{36}$/);
    await findIn('home-testimonials', (b) => b.getByRole('img', { name: 'Rated 4 out of 5' }));
    await findIn('home-calendar', (b) =>
      b.getByRole('button', { name: 'Friday 12 June 2026, 1 event' }),
    );
    expect(
      inBlock('home-calendar').getByRole('button', { name: /^Wednesday 10 June 2026/ }),
    ).toHaveAttribute('aria-current', 'date');

    // Every block links to its list page.
    const viewAll = screen
      .getAllByRole('link', { name: /^View all / })
      .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')]);
    expect(viewAll).toEqual([
      ['View all guide cards', '/guide-card'],
      ['View all events', '/eventSchedules'],
      ['View all upcoming events', '/upcomingEvent'],
      ['View all documents', '/documents'],
      ['View all useful links', '/usefulLinks'],
      ['View all recommended articles', '/recommendedArticles'],
      ['View all testimonials', '/testimonialsList'],
    ]);
    expect(screen.queryAllByTestId('card-skeleton')).toHaveLength(0);
  });

  it('says so when a block has nothing to show', async () => {
    openHome({ empty: true });
    for (const [id, text] of [
      ['home-guide-cards', /^You have finished the introduction\./],
      ['home-upcoming-events', /^No upcoming events at the moment\./],
      ['home-documents', /^No documents yet\./],
      ['home-useful-links', /^No useful links yet\./],
      ['home-recommended-articles', /^You have read everything we would recommend\./],
      ['home-testimonials', /^No testimonials yet\./],
      ['home-calendar', /^No events this month\./],
    ] as const) {
      await findIn(id, (b) => b.getByText(text));
    }
  });

  it('remembers the intro is over: while the cards load it says so, no placeholder cards', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => (open = resolve));
    // First visit: the answer has no card to do; the block says the intro is over.
    const first = openHome({ empty: true });
    await findIn('home-guide-cards', (b) => b.getByText(/^You have finished the introduction\./));
    // Next visit, the calls held: the same line at once, and no Skip intro.
    first.unmount();
    openHome({ empty: true, gate });
    const block = await waitFor(() => inBlock('home-guide-cards'));
    expect(block.getByText(/^You have finished the introduction\./)).toBeInTheDocument();
    expect(block.queryAllByTestId('card-skeleton')).toHaveLength(0);
    expect(block.queryByRole('button', { name: 'Skip intro' })).toBeNull();
    open();
    await findIn('home-guide-cards', (b) => b.getByText(/^You have finished the introduction\./));
  });

  it('highlights the next card; Mark as done moves on, Skip intro ends the intro', async () => {
    const cards = guideCardsFixture();
    const { fake, setCards } = openHome({ cards });
    const active = () =>
      findIn('home-guide-cards', (b) => {
        const current = b
          .getAllByTestId('guide-card')
          .filter((c: HTMLElement) => c.getAttribute('aria-current') === 'step');
        expect(current).toHaveLength(1);
        return current[0]!;
      });

    expect(await active()).toHaveTextContent('Self-certify');
    expect(await active()).toHaveTextContent('Up next');

    const second = cards[1]!;
    fake.on(home.completeGuideCard, () => {
      setCards(cards.map((c) => (c._id === second._id ? { ...c, state: 'completed' } : c)));
      return { body: { data: { ...second, state: 'completed' } } };
    });
    fireEvent.click(within(await active()).getByRole('button', { name: 'Mark as done' }));
    await waitFor(async () => expect(await active()).toHaveTextContent('Catch up with the news'));
    const complete = fake.requests.find((r) =>
      r.url.pathname.startsWith('/api/guideCard/complete/'),
    );
    expect(complete?.url.pathname).toBe(`/api/guideCard/complete/${second._id}`);
    expect(complete?.method).toBe('POST');

    fake.on(home.skipGuideCards, () => {
      setCards(cards.map((c, i) => ({ ...c, state: i < 2 ? 'completed' : 'skipped' }) as typeof c));
      return { body: { data: null, message: 'Intro skipped.' } };
    });
    fireEvent.click(inBlock('home-guide-cards').getByRole('button', { name: 'Skip intro' }));
    await findIn('home-guide-cards', (b) => b.getByText(/You have finished the introduction/));
    expect(inBlock('home-guide-cards').queryByRole('button', { name: 'Skip intro' })).toBeNull();
    expect(
      fake.requests.some((r) => r.method === 'PUT' && r.url.pathname === '/api/guideCard/skip'),
    ).toBe(true);
    expect(useSessionStore.getState()).toMatchObject({
      snackMessage: 'Intro skipped.',
      snackType: 'info',
    });
  });
});
