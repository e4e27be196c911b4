import { useId } from 'react';
import { Badge, Button, Card, Group, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconMapPin } from '@tabler/icons-react';
import { CARD_HEIGHTS, type home } from '@portal/contract';
import { EVENT_TYPE_LABELS, eventPlace } from '../lib/event-types';
import { eventDayBadge, eventWhen } from '../lib/uk-time';
import { cardHeight } from './card-height';
import classes from './home.module.css';

const eventListHeight = cardHeight(CARD_HEIGHTS.eventList);

/** The date of an event as a calendar leaf: '12' over 'Mar' (its UK day). */
export function DateBadge({ event }: { event: home.Event }) {
  const { day, month } = eventDayBadge(event.startsAt, event.timeZone);
  return (
    <div className={classes.dateBadge} aria-hidden>
      <span className={classes.dateBadgeDay}>{day}</span>
      <span className={classes.dateBadgeMonth}>{month}</span>
    </div>
  );
}

/**
 * An event in a list (SPEC §9: 250px high): date, type, title, UK time, place, and Details,
 * which opens the event's dialog.
 */
export function EventCard({
  event,
  onOpen,
  compact = false,
}: {
  event: home.Event;
  onOpen: (event: home.Event) => void;
  /** Inside the calendar: no fixed height, the list scrolls instead. */
  compact?: boolean;
}) {
  const titleId = useId();
  return (
    <Card
      withBorder
      radius="md"
      className={classes.card}
      style={compact ? undefined : eventListHeight}
      data-testid="event-card"
    >
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <DateBadge event={event} />
        <div style={{ minWidth: 0 }}>
          <Badge variant="light" size="sm" mb={4}>
            {EVENT_TYPE_LABELS[event.type]}
          </Badge>
          <Title order={3} fz="md" lineClamp={2} id={titleId}>
            {event.title}
          </Title>
        </div>
      </Group>
      <Text size="sm" fw={500}>
        {eventWhen(event)}
      </Text>
      <Group gap={4} wrap="nowrap" c="dimmed">
        <IconMapPin size={16} aria-hidden style={{ flex: 'none' }} />
        <Text size="sm" lineClamp={1}>
          {eventPlace(event)}
        </Text>
      </Group>
      <Group className={classes.cardFooter}>
        <Button size="xs" variant="light" onClick={() => onOpen(event)} aria-describedby={titleId}>
          Details
        </Button>
      </Group>
    </Card>
  );
}
