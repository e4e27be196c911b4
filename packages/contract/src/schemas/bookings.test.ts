import { describe, expect, it } from 'vitest';
import {
  BOOKING_MIN_PAID_PRICE_MESSAGE,
  BOOKING_MIN_PAID_PRICE_PENCE,
} from '../endpoints/bookings';
import { messages } from '../validation';
import { BookingListQuerySchema, BookingTypeBodySchema } from './bookings';

const body = (availability: { day: string; starttime: string; endtime: string }[]) => ({
  name: 'Consultation',
  pricePence: 0,
  availability,
});

describe('booking schemas', () => {
  it('refuses two overlapping slots on one day with the SPEC §5 message', () => {
    const r = BookingTypeBodySchema.safeParse(
      body([
        { day: 'Monday', starttime: '9:00', endtime: '12:00' },
        { day: 'Monday', starttime: '11:30', endtime: '13:00' },
      ]),
    );
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain(
      'You can’t have overlapping availability times on the same day',
    );
    expect(messages.availabilityOverlap).toBe(
      'You can’t have overlapping availability times on the same day',
    );
  });

  it('accepts touching slots and the same times on other days; defaults to 30 minutes', () => {
    const r = BookingTypeBodySchema.parse(
      body([
        { day: 'Monday', starttime: '9:00', endtime: '12:00' },
        { day: 'Monday', starttime: '12:00', endtime: '17:00' },
        { day: 'Tuesday', starttime: '9:00', endtime: '12:00' },
      ]),
    );
    expect(r.durationMinutes).toBe(30);
  });

  it('refuses a slot that ends before it starts, a fractional price and an odd duration', () => {
    expect(
      BookingTypeBodySchema.safeParse(
        body([{ day: 'Monday', starttime: '12:00', endtime: '9:00' }]),
      ).success,
    ).toBe(false);
    expect(BookingTypeBodySchema.safeParse({ ...body([]), pricePence: 12.5 }).success).toBe(false);
    expect(BookingTypeBodySchema.safeParse({ ...body([]), durationMinutes: 31 }).success).toBe(
      false,
    );
  });

  it('takes a free price or one of at least Stripe’s 30p minimum, and refuses 1p to 29p', () => {
    const slot = [{ day: 'Monday', starttime: '9:00', endtime: '12:00' }];
    const price = (pricePence: number) =>
      BookingTypeBodySchema.safeParse({ ...body(slot), pricePence });
    expect(BOOKING_MIN_PAID_PRICE_PENCE).toBe(30);
    for (const ok of [0, 30, 31, 4500]) expect(price(ok).success).toBe(true);
    for (const low of [1, 15, 29]) {
      const r = price(low);
      expect(r.success).toBe(false);
      expect(r.error?.issues).toEqual([
        expect.objectContaining({ path: ['pricePence'], message: BOOKING_MIN_PAID_PRICE_MESSAGE }),
      ]);
    }
    expect(BOOKING_MIN_PAID_PRICE_MESSAGE).toBe('A paid appointment costs at least 30p');
  });

  it('reads several statuses from one comma-separated query value', () => {
    expect(
      BookingListQuerySchema.parse({ status: 'Approved,Rescheduled Approved' }).status,
    ).toEqual(['Approved', 'Rescheduled Approved']);
    expect(BookingListQuerySchema.safeParse({ status: 'Approved,Lost' }).success).toBe(false);
  });
});
