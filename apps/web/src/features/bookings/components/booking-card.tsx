import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconHistory } from '@tabler/icons-react';
import type { bookings } from '@portal/contract';
import { useOpenChat } from '../../../shared/navigation/use-open-chat';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { useBookingChange } from '../api/booking-actions';
import {
  bookingWhen,
  formatPrice,
  paymentDue,
  paymentLine,
  statusColour,
} from '../lib/booking-format';
import { BookingHistory } from './booking-history';
import { RescheduleDialog } from './reschedule-dialog';
import { STATUS_TONES } from '../../../shared/ui/status-tones';

type Confirmable = 'approve' | 'reject' | 'finish';

/** What each confirmation asks. */
function confirmation(action: Confirmable, booking: bookings.Booking) {
  const who = booking.otherParty.name;
  switch (action) {
    case 'approve':
      return booking.proposal
        ? {
            title: 'Accept the new time?',
            text: `The appointment with ${who} moves to ${bookingWhen(booking.proposal)}.`,
            label: 'Accept',
          }
        : {
            title: 'Approve this appointment?',
            text: `${who} will be told, with a calendar invitation.`,
            label: 'Approve',
          };
    case 'finish':
      return {
        title: 'Mark as completed?',
        text: `The appointment with ${who} is recorded as completed.`,
        label: 'Mark completed',
      };
    case 'reject':
      if (booking.role === 'admin')
        return {
          title: 'Reject this appointment as admin?',
          text: `${booking.doctor.name} and ${booking.patient.name} will be told and the time is freed. Any card hold is released, or any charge refunded in full.`,
          label: 'Reject',
        };
      return {
        title: booking.role === 'patient' ? 'Cancel this appointment?' : 'Reject this appointment?',
        text: `${who} will be told and the time is freed. Any card hold is released under the cancellation policy.`,
        label: booking.role === 'patient' ? 'Cancel appointment' : 'Reject',
      };
  }
}

/**
 * One appointment: when, with whom, its status and payment, a proposed new time, and what the
 * caller may do now (the server's `actions`), each after a confirmation; its history on demand
 * and the direct chat with the other party one click away.
 */
export function BookingCard({
  booking,
  bothPeople = false,
}: {
  booking: bookings.Booking;
  /** Name the doctor and the patient (the All view), not only the other party. */
  bothPeople?: boolean;
}) {
  const change = useBookingChange();
  const openChat = useOpenChat();
  const [asking, setAsking] = useState<Confirmable | null>(null);
  const [rescheduling, setRescheduling] = useState(false);
  const [history, setHistory] = useState(false);
  const payment = paymentLine(booking.payment);
  const can = (a: bookings.Booking['actions'][number]) => booking.actions.includes(a);
  const ask = asking && confirmation(asking, booking);

  return (
    <Paper withBorder radius="md" p="md" data-testid="booking-card" component="article">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 240px' }}>
            <Text fw={600}>{booking.bookingType.name}</Text>
            <Group gap={6} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden style={{ flex: 'none' }} />
              <Text size="sm" data-testid="booking-when">
                {bookingWhen(booking)}
              </Text>
            </Group>
            <Text size="sm" c="dimmed" data-testid="booking-people">
              {bothPeople || booking.role === 'admin'
                ? `Doctor: ${booking.doctor.name} · Patient: ${booking.patient.name}`
                : `${booking.role === 'doctor' ? 'Patient' : 'Doctor'}: ${booking.otherParty.name}`}{' '}
              · {formatPrice(booking.bookingType.pricePence)}
            </Text>
          </Stack>
          <Badge color={statusColour(booking.status)} variant="light" data-testid="booking-status">
            {booking.status}
          </Badge>
        </Group>
        {booking.proposal && (
          <Text size="sm" data-testid="booking-proposal">
            New time proposed by the {booking.proposal.by}: {bookingWhen(booking.proposal)}
          </Text>
        )}
        {payment && (
          <Text size="sm" c="dimmed" data-testid="booking-payment">
            {payment}
          </Text>
        )}
        {booking.note && (
          <Text size="sm" c="dimmed">
            Note: {booking.note}
          </Text>
        )}
        <Group gap="xs" mt={4}>
          {booking.role === 'patient' && booking.payment?.payBy && paymentDue(booking) && (
            <Button
              size="compact-sm"
              component={Link}
              to={`/appointment/book/${booking.doctor._id}?booking=${booking._id}`}
            >
              Pay now
            </Button>
          )}
          {can('approve') && (
            <Button
              size="compact-sm"
              color={STATUS_TONES.good}
              onClick={() => setAsking('approve')}
            >
              {booking.proposal ? 'Accept new time' : 'Approve'}
            </Button>
          )}
          {can('finish') && (
            <Button size="compact-sm" onClick={() => setAsking('finish')}>
              Finish
            </Button>
          )}
          {can('reschedule') && (
            <Button size="compact-sm" variant="light" onClick={() => setRescheduling(true)}>
              Reschedule
            </Button>
          )}
          {can('reject') && (
            <Button
              size="compact-sm"
              variant="light"
              color="red.9"
              onClick={() => setAsking('reject')}
            >
              {booking.role === 'patient' ? 'Cancel' : 'Reject'}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Message ${booking.otherParty.name}`}
            onClick={() =>
              openChat({
                id: booking.otherParty._id,
                title: booking.otherParty.name,
                available: false,
                media: booking.otherParty.avatarUrl ? [{ url: booking.otherParty.avatarUrl }] : [],
                isRoom: false,
              })
            }
          >
            Message
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconHistory size={14} aria-hidden />}
            aria-expanded={history}
            onClick={() => setHistory((h) => !h)}
          >
            History
          </Button>
        </Group>
        {change.isPending && (
          <Text size="xs" c="dimmed" role="status">
            Saving…
          </Text>
        )}
        {history && <BookingHistory bookingId={booking._id} />}
      </Stack>
      {ask && asking && (
        <ConfirmDialog
          title={ask.title}
          text={ask.text}
          confirmLabel={ask.label}
          onClose={() => setAsking(null)}
          onConfirm={() => change.mutate({ action: asking, bookingId: booking._id })}
        />
      )}
      {rescheduling && (
        <RescheduleDialog booking={booking} onClose={() => setRescheduling(false)} />
      )}
    </Paper>
  );
}
