import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import {
  IconArrowLeft,
  IconCalendarPlus,
  IconClock,
  IconPlayerPlay,
  IconUsers,
  IconVideo,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { externalLink, type education } from '@portal/contract';
import { useDocumentTitle } from '../../../shared/navigation/page-title';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { AddToCpdButton } from '../../../shared/cpd/add-to-cpd-button';
import { RichText } from '../../../shared/ui/rich-text';
import { useDownloadWebinarIcs } from '../api/download-webinar-ics';
import { useWebinar } from '../api/get-webinar';
import { useWebinarRegistration } from '../api/register-webinar';
import { WebinarBadges } from '../components/webinars/webinar-card';
import { seatsLabel, webinarWhen } from '../lib/webinar-time';
import classes from '../components/education.module.css';

/**
 * The webinar's places at the heights of what fills them (badges, a title line, the time, the
 * buttons, the speakers, the description), so nothing below moves when it arrives.
 */
function WebinarSkeleton() {
  return (
    <Stack gap="md" data-testid="webinar-loading">
      <Skeleton height={20} width={140} />
      <Skeleton height={33} />
      <Skeleton height={22} width="50%" />
      <Skeleton height={36} width={220} />
      <Stack gap={4}>
        <Skeleton height={22} width={90} />
        <Skeleton height={22} width="60%" />
      </Stack>
      <Stack gap={6}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height={20} width={i % 2 ? '80%' : '100%'} />
        ))}
      </Stack>
    </Stack>
  );
}

/** Register or unregister, join when live, watch once recorded, add to calendar and CPD. */
function WebinarActions({ webinar }: { webinar: education.Webinar }) {
  const registration = useWebinarRegistration(webinar._id);
  const ics = useDownloadWebinarIcs();
  const ended = webinar.state === 'ended';
  return (
    <Stack gap="xs">
      <Group gap="sm">
        {!ended &&
          (webinar.isRegistered ? (
            <Button
              variant="default"
              onClick={() => registration.mutate(false)}
              loading={registration.isPending}
            >
              Cancel registration
            </Button>
          ) : webinar.isFull ? (
            <Button disabled>Full</Button>
          ) : (
            <Button onClick={() => registration.mutate(true)} loading={registration.isPending}>
              Register
            </Button>
          ))}
        {webinar.joinUrl && (
          <Button
            component="a"
            href={externalLink(webinar.joinUrl)}
            target="_blank"
            rel="noopener noreferrer"
            color="red.9"
            leftSection={<IconVideo size={18} aria-hidden />}
          >
            Join now
          </Button>
        )}
        {webinar.recordingUrl && (
          <Button
            component="a"
            href={externalLink(webinar.recordingUrl)}
            target="_blank"
            rel="noopener noreferrer"
            leftSection={<IconPlayerPlay size={18} aria-hidden />}
          >
            Watch the recording
          </Button>
        )}
        {!ended && (
          <Button
            variant="light"
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            onClick={() => ics.mutate(webinar._id)}
            loading={ics.isPending}
          >
            Add to calendar
          </Button>
        )}
        <AddToCpdButton kind="webinar" sourceId={webinar._id} title={webinar.title} />
      </Group>
      {webinar.isRegistered && !ended && !webinar.joinUrl && (
        <Text size="sm" c="dimmed">
          You are registered. The join link appears here 15 minutes before the start.
        </Text>
      )}
      {!ended && webinar.isFull && !webinar.isRegistered && (
        <Text size="sm" c="dimmed" role="status">
          Every seat has been taken. A seat may free up if someone cancels.
        </Text>
      )}
    </Stack>
  );
}

/**
 * /education/webinar/:id: the webinar's time in UK time, speakers, description and seats, with
 * registration, the calendar file, the join link when live and the recording once over.
 */
export function WebinarPage() {
  const { id = '' } = useParams();
  const mobile = useIsMobile();
  const webinar = useWebinar(id);
  useDocumentTitle(webinar.data?.title);

  const back = (
    <Anchor component={Link} to="/education/webinars" size="sm" c="dimmed">
      <Group gap={4}>
        <IconArrowLeft size={16} aria-hidden />
        All webinars
      </Group>
    </Anchor>
  );

  if (webinar.isPending) {
    return (
      <Stack gap="md" className={classes.page}>
        {back}
        <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'}>
          <WebinarSkeleton />
        </Paper>
      </Stack>
    );
  }
  if (webinar.isError) {
    return (
      <Stack className={classes.page}>
        {back}
        <Alert color="red" title="This webinar could not be loaded">
          <Text size="sm">It may have been removed, or the connection failed.</Text>
          <Button
            mt="sm"
            size="xs"
            variant="light"
            color="red"
            onClick={() => void webinar.refetch()}
          >
            Try again
          </Button>
        </Alert>
      </Stack>
    );
  }

  const w = webinar.data;
  const seats = seatsLabel(w);
  return (
    <Stack gap="md" className={classes.page}>
      {back}
      <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'} component="article">
        <Stack gap="md">
          <WebinarBadges webinar={w} />
          <Title order={1} fz={mobile ? 'h3' : 'h2'} lh={1.25} className={classes.title}>
            {w.title}
          </Title>
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconClock size={18} aria-hidden style={{ flex: 'none', marginTop: 2 }} />
            <Text size="sm" fw={500} data-testid="webinar-when">
              {webinarWhen(w)}
            </Text>
          </Group>
          {seats && w.state !== 'ended' && (
            <Group gap={6} wrap="nowrap">
              <IconUsers size={18} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" data-testid="webinar-seats">
                {w.isFull ? 'Full: every seat has been taken' : seats}
              </Text>
            </Group>
          )}
          <WebinarActions webinar={w} />
          <Stack gap={4} component="section" aria-label="Speakers">
            <Title order={2} fz="h5">
              {w.speakers.length === 1 ? 'Speaker' : 'Speakers'}
            </Title>
            {w.speakers.map((s) => (
              <Text size="sm" key={s.name}>
                <strong>{s.name}</strong>, {s.role}
              </Text>
            ))}
          </Stack>
          {w.topics.length > 0 && (
            <Group gap={6}>
              {w.topics.map((t) => (
                <Badge key={t} variant="outline" size="sm">
                  {t}
                </Badge>
              ))}
            </Group>
          )}
          <RichText html={w.description} testId="webinar-description" />
        </Stack>
      </Paper>
    </Stack>
  );
}
