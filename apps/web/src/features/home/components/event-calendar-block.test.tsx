import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { installFakeApi } from '../../../test/fake-api';
import { captureSaves } from '../test/capture-saves';
import { renderWithMantine } from '../../../test/render';
import { createQueryClient } from '../../../shared/api/query-client';
import { initialSessionData, useSessionStore } from '../../../shared/session/session-store';
import { eventFixture } from '../test/home-fixtures';
import { EventCalendar } from './event-calendar-block';

const webinar = eventFixture({ title: 'Pharmacy First refresher' });
const workshop = eventFixture({
  title: 'Consultation skills workshop',
  type: 'workshop',
  startsAt: '2026-06-12T08:00:00.000Z',
  endsAt: '2026-06-12T11:00:00.000Z',
  location: 'Birmingham',
  onlineUrl: null,
});

function openCalendar() {
  useSessionStore.setState({ ...initialSessionData, token: 'tok-1', isUserLoggedIn: true });
  const fake = installFakeApi();
  fake.on(home.getEventCalendar, ({ url }) => {
    const month = url.searchParams.get('month') ?? '';
    const days =
      month === '2026-06'
        ? [{ date: '2026-06-12', events: [workshop, webinar] }]
        : month === '2026-07'
          ? [{ date: '2026-07-01', events: [eventFixture({ title: 'July journal club' })] }]
          : [];
    return { body: { data: { month, days } } };
  });
  renderWithMantine(
    <QueryClientProvider client={createQueryClient()}>
      <EventCalendar today="2026-06-10" />
    </QueryClientProvider>,
  );
  return fake;
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

describe('event calendar', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('marks the days with events and lists the chosen day', async () => {
    openCalendar();
    expect(screen.getByTestId('calendar-month')).toHaveTextContent('June 2026');
    const twelfth = await screen.findByRole('button', { name: 'Friday 12 June 2026, 2 events' });
    expect(twelfth).toHaveAttribute('data-has-events');
    expect(day(/^Wednesday 10 June 2026/)).toHaveAttribute('aria-current', 'date');
    expect(day(/^Wednesday 10 June 2026/)).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('No events on this day.')).toBeInTheDocument();
    // Weeks start on Monday (SPEC §9).
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);

    fireEvent.click(twelfth);
    expect(twelfth).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByRole('heading', { name: 'Events on Friday 12 June 2026' }),
    ).toBeInTheDocument();
    const cards = within(screen.getByTestId('calendar-day')).getAllByTestId('event-card');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual([
      'Consultation skills workshop',
      'Pharmacy First refresher',
    ]);
    expect(cards[0]).toHaveTextContent('09:00–12:00 UK time');
    expect(cards[0]).toHaveTextContent('Birmingham');
  });

  it('moves by keyboard: arrows by day and week, Page Down to the next month', async () => {
    const fake = openCalendar();
    await screen.findByRole('button', { name: 'Friday 12 June 2026, 2 events' });
    const tenth = day(/^Wednesday 10 June 2026/);
    // One day is in the tab order: the chosen one.
    expect(tenth).toHaveAttribute('tabindex', '0');
    expect(day(/^Thursday 11 June 2026/)).toHaveAttribute('tabindex', '-1');

    tenth.focus();
    fireEvent.keyDown(tenth, { key: 'ArrowRight' });
    expect(day(/^Thursday 11 June 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(day(/^Thursday 18 June 2026/)).toHaveFocus();
    fireEvent.keyDown(document.activeElement!, { key: 'End' });
    expect(day(/^Sunday 21 June 2026/)).toHaveFocus();

    fireEvent.keyDown(document.activeElement!, { key: 'PageDown' });
    await waitFor(() =>
      expect(screen.getByTestId('calendar-month')).toHaveTextContent('July 2026'),
    );
    await waitFor(() => expect(day(/^Tuesday 21 July 2026/)).toHaveFocus());
    expect(
      await screen.findByRole('button', { name: 'Wednesday 1 July 2026, 1 event' }),
    ).toBeInTheDocument();
    expect(fake.requests.map((r) => r.url.searchParams.get('month'))).toEqual([
      '2026-06',
      '2026-07',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    await waitFor(() =>
      expect(screen.getByTestId('calendar-month')).toHaveTextContent('June 2026'),
    );
  });

  it("opens an event's dialog: UK time, the online link and its calendar file", async () => {
    const fake = openCalendar();
    fake.file(home.getEventIcs, {
      body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n',
      contentType: 'text/calendar; charset=utf-8',
      fileName: 'pharmacy-first-refresher.ics',
    });
    const { saved, restore } = captureSaves();

    fireEvent.click(await screen.findByRole('button', { name: 'Friday 12 June 2026, 2 events' }));
    const card = within(screen.getByTestId('calendar-day'))
      .getAllByTestId('event-card')
      .find((c) => c.textContent?.includes('Pharmacy First refresher'))!;
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));

    const dialog = await screen.findByRole('dialog', { name: 'Pharmacy First refresher' });
    expect(within(dialog).getByTestId('event-when')).toHaveTextContent(
      'Fri 12 Jun 2026, 18:30–19:30 UK time',
    );
    expect(within(dialog).getByRole('link', { name: /Join online/ })).toHaveAttribute(
      'href',
      'https://events.portal.test/join/abc',
    );
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Add to calendar' }));
    });
    await waitFor(() => expect(saved).toEqual(['pharmacy-first-refresher.ics']));
    const ics = fake.requests.find((r) => r.url.pathname.startsWith('/api/event/ics/'));
    expect(ics?.url.pathname).toBe(`/api/event/ics/${webinar._id}`);
    expect(ics?.headers.authorization).toBe('Bearer tok-1');
    restore();
  });
});
