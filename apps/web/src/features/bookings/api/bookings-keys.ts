import type { bookings } from '@portal/contract';

/** The appointments a list shows: the caller's as doctor or as patient, or everyone's (admins). */
export type AppointmentsView = 'doctor' | 'patient' | 'all';

/** What the appointment list is filtered by (GET booking/get without paging). */
export interface BookingFilter {
  status?: string;
  from?: string;
  to?: string;
  as?: AppointmentsView;
  /** In the All view: one doctor's, or one patient's, appointments. */
  doctorId?: string;
  patientId?: string;
}

/**
 * Which appointments a visit opens on: the view a link asks for (`?as=patient` from the booking
 * page; `?as=all`, every booking, for an admin only), else the doctor's for one who offers
 * appointments and the patient's for anyone else (decision 142), who has no other.
 */
export function appointmentsSide(
  params: URLSearchParams,
  user: { offersAppointments: boolean; isAdmin: boolean } | null | undefined,
): AppointmentsView {
  const asked = params.get('as');
  if (asked === 'all' && user?.isAdmin) return 'all';
  return user?.offersAppointments && asked !== 'patient' ? 'doctor' : 'patient';
}

/** Query keys of bookings and payments, under one prefix each, so a live change refetches all. */
export const bookingKeys = {
  all: ['bookings'] as const,
  lists: ['bookings', 'list'] as const,
  list: (filter: BookingFilter) => ['bookings', 'list', filter] as const,
  one: (id: string) => ['bookings', 'one', id] as const,
  types: ['bookings', 'types'] as const,
  doctors: (search: string) => ['bookings', 'doctors', search] as const,
  doctorTypes: (doctorId: string) => ['bookings', 'doctor-types', doctorId] as const,
  slots: (query: bookings.FreeSlotsQuery) => ['bookings', 'slots', query] as const,
};

export const paymentKeys = {
  all: ['payments'] as const,
  config: ['payments', 'config'] as const,
  account: ['payments', 'account'] as const,
};
