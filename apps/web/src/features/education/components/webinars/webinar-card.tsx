import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconClock, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { education } from '@portal/contract';
import { seatsLabel, webinarWhen } from '../../lib/webinar-time';
import classes from '../education.module.css';

/** The badges of a webinar's state: live, registered, full or seats left, recorded. */
export function WebinarBadges({ webinar }: { webinar: education.Webinar }) {
  const seats = seatsLabel(webinar);
  return (
    <Group gap={6}>
      {webinar.state === 'live' && (
        <Badge color="red.9" variant="filled" size="sm">
          Live now
        </Badge>
      )}
      {webinar.isRegistered && webinar.state !== 'ended' && (
        <Badge color="teal.9" variant="outline" size="sm">
          Registered
        </Badge>
      )}
      {webinar.state !== 'ended' && seats && (
        <Badge
          color={webinar.isFull ? 'gray.8' : 'blue'}
          variant={webinar.isFull ? 'outline' : 'light'}
          size="sm"
        >
          {seats}
        </Badge>
      )}
      {webinar.state === 'ended' && (
        <Badge color="grape" variant="light" size="sm">
          {webinar.recordingUrl ? 'Recorded' : 'Ended'}
        </Badge>
      )}
    </Group>
  );
}

/** A webinar in a list: title (2 lines), when in UK time, speakers, its badges. */
export function WebinarCard({ webinar }: { webinar: education.Webinar }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="webinar-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <WebinarBadges webinar={webinar} />
        <Anchor
          component={Link}
          to={`/education/webinar/${webinar._id}`}
          fw={700}
          lineClamp={2}
          className={classes.title}
        >
          {webinar.title}
        </Anchor>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconClock size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm">{webinarWhen(webinar)}</Text>
        </Group>
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconUser size={16} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
          <Text size="sm" c="dimmed" lineClamp={1}>
            {webinar.speakers.map((s) => s.name).join(', ')}
          </Text>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
          {webinar.summary}
        </Text>
      </Stack>
    </Card>
  );
}
