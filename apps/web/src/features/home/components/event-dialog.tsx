import {
  Badge,
  Button,
  Group,
  Modal,
  Stack,
  Text,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/Typography.layer.css';
import { IconCalendarPlus, IconClock, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { externalLink, type home } from '@portal/contract';
import { useDownloadEventIcs } from '../api/download-event-ics';
import { EVENT_TYPE_LABELS, eventPlace } from '../lib/event-types';
import { eventWhen } from '../lib/uk-time';
import classes from './home.module.css';

/**
 * An event's details: when (UK time), where, who organises it, the description, a calendar file
 * to add it to Outlook, Google or Apple Calendar, and the online link when there is one.
 */
export function EventDialog({ event, onClose }: { event: home.Event; onClose: () => void }) {
  const ics = useDownloadEventIcs();
  return (
    <Modal
      opened
      onClose={onClose}
      title={event.title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm" data-testid="event-dialog">
        <Group gap="xs">
          <Badge variant="light">{EVENT_TYPE_LABELS[event.type]}</Badge>
          <Text size="sm" c="dimmed">
            Organised by {event.organiser}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconClock size={18} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm" fw={500} data-testid="event-when">
            {eventWhen(event)}
          </Text>
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={18} aria-hidden style={{ flex: 'none' }} />
          <Text size="sm">{eventPlace(event)}</Text>
        </Group>
        <Typography>
          {/* Cleaned by the server through the rich-text allow-list on write and on read. */}
          <div
            className={classes.eventDescription}
            dangerouslySetInnerHTML={{ __html: event.description }}
          />
        </Typography>
        <Group gap="sm">
          <Button
            leftSection={<IconCalendarPlus size={18} aria-hidden />}
            loading={ics.isPending}
            onClick={() => ics.mutate(event._id)}
          >
            Add to calendar
          </Button>
          {event.onlineUrl && (
            <Button
              component="a"
              href={externalLink(event.onlineUrl)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              Join online
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
