import { useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { payments, type bookings } from '@portal/contract';
import { useOpenChat } from '../../../shared/navigation/use-open-chat';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useCreateBooking } from '../api/book-appointment';
import { useDoctorBookingTypes } from '../api/booking-types';
import { useBooking } from '../api/get-bookings';
import { useBookingsLive } from '../api/use-bookings-live';
import {
  bookingWhen,
  formatPrice,
  paymentDue,
  paymentLine,
  statusColour,
} from '../lib/booking-format';
import { PaymentStep } from '../components/payment-step';
import { SlotPicker } from '../components/slot-picker';

/** A booking just made, followed live: its status, its payment, and the card form while due. */
function BookingFollow({ bookingId, onAgain }: { bookingId: string; onAgain: () => void }) {
  const detail = useBooking(bookingId);
  const openChat = useOpenChat();
  if (detail.isPending) return <Skeleton height={200} radius="md" data-testid="booking-loading" />;
  if (detail.isError) {
    return (
      <Alert color="red" title="This booking could not be loaded">
        <Button size="xs" variant="light" color="red" onClick={() => void detail.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  }
  const b = detail.data;
  const payment = b.payment;
  const declined = payment?.status === 'failed';
  const due = !declined && paymentDue(b);
  const line = paymentLine(payment);
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" data-testid="booking-follow">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text fw={600}>{b.bookingType.name}</Text>
            <Badge color={statusColour(b.status)} variant="light" data-testid="booking-status">
              {b.status}
            </Badge>
          </Group>
          <Text size="sm">{bookingWhen(b)}</Text>
          <Text size="sm" c="dimmed">
            With {b.doctor.name} · {formatPrice(b.bookingType.pricePence)}
          </Text>
          {b.proposal && <Text size="sm">New time proposed: {bookingWhen(b.proposal)}</Text>}
          {line && (
            <Text size="sm" c="dimmed" data-testid="booking-payment">
              {line}
            </Text>
          )}
          <Group gap="xs" mt={4}>
            <Button
              size="compact-sm"
              variant="default"
              onClick={() =>
                openChat({
                  id: b.otherParty._id,
                  title: b.otherParty.name,
                  available: false,
                  media: b.otherParty.avatarUrl ? [{ url: b.otherParty.avatarUrl }] : [],
                  isRoom: false,
                })
              }
            >
              Message {b.otherParty.name}
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              component={Link}
              to="/appointment/list?as=patient"
            >
              All my appointments
            </Button>
          </Group>
        </Stack>
      </Paper>
      {declined && (
        <Alert color="red" title="Payment refused" data-testid="booking-declined">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{payments.CARD_DECLINED_MESSAGE}</Text>
            <Button size="xs" variant="light" color="red" onClick={onAgain}>
              Choose another time
            </Button>
          </Stack>
        </Alert>
      )}
      {due && <PaymentStep booking={b} />}
      {!due && !declined && b.status === 'Pending Approval' && (
        <Text size="sm" c="dimmed" role="status">
          Your request was sent. This page shows the doctor’s answer as soon as it comes.
        </Text>
      )}
    </Stack>
  );
}

/** Pick a booking type (when the doctor has several) and a free slot, then request it. */
function BookingChooser({
  types,
  onBooked,
}: {
  types: bookings.BookingType[];
  onBooked: (booking: bookings.Booking) => void;
}) {
  const [typeId, setTypeId] = useState(types[0]!._id);
  const [slot, setSlot] = useState<bookings.FreeSlot | null>(null);
  const create = useCreateBooking();
  const type = types.find((t) => t._id === typeId) ?? types[0]!;
  return (
    <Stack gap="md">
      {types.length > 1 && (
        <SegmentedControl
          aria-label="Booking type"
          value={typeId}
          onChange={(v) => {
            setTypeId(v);
            setSlot(null);
          }}
          data={types.map((t) => ({
            value: t._id,
            label: `${t.name} · ${formatPrice(t.pricePence)}`,
          }))}
          fullWidth
          orientation="vertical"
        />
      )}
      <Text size="sm" c="dimmed">
        {type.name}: {type.durationMinutes} minutes, {formatPrice(type.pricePence)}. Times are UK
        times.
      </Text>
      <SlotPicker bookingTypeId={type._id} selected={slot?.startsAt ?? null} onPick={setSlot} />
      {slot && (
        <Paper withBorder radius="md" p="md" data-testid="booking-choice">
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {bookingWhen(slot)}
            </Text>
            <Group justify="flex-end">
              <Button
                loading={create.isPending}
                onClick={() =>
                  create.mutate(
                    { bookingTypeId: type._id, startsAt: slot.startsAt },
                    { onSuccess: onBooked, onError: () => setSlot(null) },
                  )
                }
              >
                {type.pricePence > 0 ? 'Book and pay' : 'Request this time'}
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}

/**
 * /appointment/book/:doctorId: the doctor's next free slots by day (Europe/London), a request for
 * one, the card payment when the type has a price, then the booking's status, live. The booking
 * being followed is in the URL (`?booking=`), so a reload keeps it.
 */
export function BookPage() {
  const { doctorId = '' } = useParams();
  const mobile = useIsMobile();
  const [params, setParams] = useSearchParams();
  const bookingId = params.get('booking');
  const types = useDoctorBookingTypes(doctorId);
  useBookingsLive();
  const doctor = types.data?.[0]?.doctor;

  return (
    <Stack gap="md" maw={760}>
      <Anchor component={Link} to="/appointment/book" size="sm" c="dimmed">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          All doctors
        </Group>
      </Anchor>
      <Title order={1} fz={mobile ? 'h3' : 'h2'}>
        {doctor ? `Book ${doctor.name}` : 'Book an appointment'}
      </Title>
      {bookingId ? (
        <BookingFollow bookingId={bookingId} onAgain={() => setParams({}, { replace: true })} />
      ) : types.isPending ? (
        <Stack gap="sm" data-testid="book-loading">
          <Skeleton height={20} width={260} />
          <Skeleton height={160} radius="md" />
        </Stack>
      ) : types.isError ? (
        <Alert color="red" title="This doctor’s times could not be loaded">
          <Button size="xs" variant="light" color="red" onClick={() => void types.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : types.data.length === 0 ? (
        <Text c="dimmed">This doctor is not taking bookings at the moment.</Text>
      ) : (
        <BookingChooser
          types={types.data}
          onBooked={(booking) => setParams({ booking: booking._id })}
        />
      )}
    </Stack>
  );
}
