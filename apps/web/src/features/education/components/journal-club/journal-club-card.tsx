import { Anchor, Badge, Card, Group, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import { IconCalendarEvent, IconMessages } from '@tabler/icons-react';
import { Link } from 'react-router';
import { abbreviateNumber, type education } from '@portal/contract';
import { isPast, meetingTime } from '../../lib/meeting-time';
import classes from '../education.module.css';

/** A session in the Journal Club tab: its paper (title on two lines, SPEC §9) and meeting. */
export function JournalClubCard({ club }: { club: education.JournalClub }) {
  const past = isPast(club.meetingAt);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="club-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor
            component={Link}
            to={`/education/journalclub/${club._id}`}
            fw={700}
            lineClamp={2}
            className={classes.title}
          >
            {club.title}
          </Anchor>
          <Badge variant="outline" color={past ? 'gray.7' : 'teal.9'} style={{ flexShrink: 0 }}>
            {past ? 'Past' : 'Upcoming'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={1}>
          {club.authors} · <i>{club.journal}</i> ({club.year})
        </Text>
        <Group gap="md" style={{ marginTop: 'auto' }}>
          <Group gap={4} wrap="nowrap">
            <IconCalendarEvent size={16} aria-hidden />
            <Text size="sm">
              <time dateTime={club.meetingAt}>{meetingTime(club.meetingAt)}</time>
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMessages size={16} aria-hidden />
            <Text size="sm">
              {abbreviateNumber(club.commentCount)}{' '}
              {club.commentCount === 1 ? 'comment' : 'comments'}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}
