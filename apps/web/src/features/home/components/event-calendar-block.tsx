import { useMemo, useState } from 'react';
import { Skeleton, Stack, Text, Title } from '@mantine/core';
import { CARD_HEIGHTS, londonToday } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useEventCalendar } from '../api/get-event-calendar';
import { HOME_BLOCKS } from '../lib/home-blocks';
import { dayLabel, monthOfDay } from '../lib/month-grid';
import { EventCard } from './event-card';
import { HomeBlock } from './home-block';
import { MonthCalendar } from './month-calendar';
import { useEventDialog } from './use-event-dialog';
import classes from './home.module.css';

/**
 * Home's event calendar: a UK month with its event days marked, the chosen
 * day's events beside it, each opening its dialog. Starts on `today`, a UK day.
 */
export function EventCalendarBlock({ today = londonToday() }: { today?: string }) {
  return (
    <HomeBlock block={HOME_BLOCKS.calendar}>
      <EventCalendar today={today} />
    </HomeBlock>
  );
}

/**
 * The chosen day's events while the calendar's call is on the way, on a phone: as tall as the
 * day with one event (as in the demo), since there they sit below the month and a shorter
 * placeholder moved every block below when they came. Beside the month on a wider screen.
 */
const DAY_EVENTS_MOBILE_HEIGHT = 206;

/** The month view and the chosen day's events. */
export function EventCalendar({ today }: { today: string }) {
  const [month, setMonth] = useState(monthOfDay(today));
  const [selected, setSelected] = useState<string | null>(today);
  const calendar = useEventCalendar(month);
  const { open, dialog } = useEventDialog();
  const mobile = useIsMobile();

  const counts = useMemo(
    () => new Map(calendar.data?.days.map((d) => [d.date, d.events.length]) ?? []),
    [calendar.data],
  );
  const chosen = selected && monthOfDay(selected) === month ? selected : null;
  const events = calendar.data?.days.find((d) => d.date === chosen)?.events ?? [];

  return (
    <div className={classes.calendarLayout}>
      <MonthCalendar
        month={month}
        selected={chosen}
        today={today}
        counts={counts}
        onSelect={setSelected}
        onMonthChange={setMonth}
      />
      <Stack gap="xs" data-testid="calendar-day">
        <Title order={3} fz="md" aria-live="polite">
          {chosen ? `Events on ${dayLabel(chosen)}` : 'Choose a day to see its events'}
        </Title>
        {calendar.isPending ? (
          <Skeleton height={mobile ? DAY_EVENTS_MOBILE_HEIGHT : 120} radius="md" />
        ) : calendar.isError ? (
          <Text c="red.9">The calendar could not be loaded.</Text>
        ) : chosen && events.length === 0 ? (
          <Text c="dimmed" data-testid="block-empty">
            {calendar.data.days.length === 0 ? 'No events this month.' : 'No events on this day.'}
          </Text>
        ) : (
          <div className={classes.dayEvents} style={{ maxHeight: CARD_HEIGHTS.eventScheduleMax }}>
            {events.map((event) => (
              <EventCard key={event._id} event={event} onOpen={open} compact />
            ))}
          </div>
        )}
      </Stack>
      {dialog}
    </div>
  );
}
