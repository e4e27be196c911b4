import { APPOINTMENT_STATUSES } from '@portal/contract';
import { parseUkDate } from '../../../shared/lib/uk-date';
import { appointmentsSide, type BookingFilter } from '../api/bookings-keys';

type Viewer = { offersAppointments: boolean; isAdmin: boolean } | null | undefined;

/** A uuid-like id as the address may carry it; anything else is no filter. */
const ID = /^[0-9a-f-]{8,64}$/i;

/** The address's names of the filters besides `as` (the view), in the order they are written. */
const NAMES = {
  status: 'status',
  from: 'from',
  to: 'to',
  doctorId: 'doctor',
  patientId: 'patient',
};

/**
 * The appointment list's filter as its address names it (`?as=all&status=Approved&from=…`), for
 * the page and for its server loader alike. Dates are read as the filter form sends them before
 * the page's scripts (DD/MM/YYYY, as typed) or as the app writes them (YYYY-MM-DD); what is not a
 * status, a date or an id is left out rather than refused by the API. One doctor or patient is a
 * filter of the All view only.
 */
export function bookingFilterOf(params: URLSearchParams, user: Viewer): BookingFilter {
  const filter: BookingFilter = { as: appointmentsSide(params, user) };
  const status = params.get(NAMES.status);
  if (status && (APPOINTMENT_STATUSES as readonly string[]).includes(status))
    filter.status = status;
  const from = parseUkDate(params.get(NAMES.from) ?? '');
  if (from) filter.from = from;
  const to = parseUkDate(params.get(NAMES.to) ?? '');
  if (to) filter.to = to;
  if (filter.as === 'all') {
    const doctor = params.get(NAMES.doctorId);
    if (doctor && ID.test(doctor)) filter.doctorId = doctor;
    const patient = params.get(NAMES.patientId);
    if (patient && ID.test(patient)) filter.patientId = patient;
  }
  return filter;
}

/**
 * The address of a filter, on top of what else it names (the tab): `as` only where it is not
 * the visitor's default view, so a bare /appointment/list stays bare.
 */
export function bookingFilterParams(
  filter: BookingFilter,
  current: URLSearchParams,
  user: Viewer,
): URLSearchParams {
  const next = new URLSearchParams(current);
  next.delete('as');
  for (const name of Object.values(NAMES)) next.delete(name);
  if (filter.as && filter.as !== appointmentsSide(new URLSearchParams(), user))
    next.set('as', filter.as);
  for (const [key, name] of Object.entries(NAMES) as [keyof typeof NAMES, string][]) {
    const value = filter[key];
    if (value) next.set(name, value);
  }
  return next;
}
