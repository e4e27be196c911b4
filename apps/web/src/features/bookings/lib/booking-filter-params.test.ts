import { describe, expect, it } from 'vitest';
import { bookingFilterOf, bookingFilterParams } from './booking-filter-params';

const ID = '00000000-0000-4000-8000-00000000000d';
const doctor = { offersAppointments: true, isAdmin: false };
const admin = { offersAppointments: false, isAdmin: true };
const read = (search: string, user = doctor) => bookingFilterOf(new URLSearchParams(search), user);

describe('bookingFilterOf', () => {
  it('reads the view, status and dates the address names, dates as typed or as written', () => {
    expect(read('')).toEqual({ as: 'doctor' });
    expect(read('as=patient&status=Approved&from=01/12/2026&to=2026-12-31')).toEqual({
      as: 'patient',
      status: 'Approved',
      from: '2026-12-01',
      to: '2026-12-31',
    });
  });

  it('leaves out what the API would refuse: another status, a date that is not one, an id that is not one', () => {
    expect(read('status=Lost&from=31/02/2026&to=soon')).toEqual({ as: 'doctor' });
    expect(read(`as=all&doctor=${ID}&patient=x'--`, admin)).toEqual({ as: 'all', doctorId: ID });
  });

  it('takes one doctor or patient in the All view only, and the All view for an admin only', () => {
    expect(read(`as=all&doctor=${ID}`)).toEqual({ as: 'doctor' });
    expect(read(`doctor=${ID}`, admin)).toEqual({ as: 'patient' });
  });
});

describe('bookingFilterParams', () => {
  it('writes a filter on top of the rest of the address, the view only where it is not the default', () => {
    const current = new URLSearchParams('tab=appointments&status=Approved&from=2026-01-01');
    expect(
      bookingFilterParams({ as: 'doctor', to: '2026-12-31' }, current, doctor).toString(),
    ).toBe('tab=appointments&to=2026-12-31');
    const all = bookingFilterParams({ as: 'all', doctorId: ID }, new URLSearchParams(), admin);
    expect(all.toString()).toBe(`as=all&doctor=${ID}`);
    expect(bookingFilterOf(all, admin)).toEqual({ as: 'all', doctorId: ID });
  });
});
