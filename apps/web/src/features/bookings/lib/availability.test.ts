import { describe, expect, it } from 'vitest';
import { SLOT_PRESETS, type AvailabilitySlot } from '@portal/contract';
import {
  addSlot,
  backwardSlots,
  HOUR_TIME_OPTIONS,
  matchingPreset,
  overlappingDays,
  presetSlots,
  removeSlot,
  slotsByDay,
  updateSlot,
} from './availability';

const slot = (day: AvailabilitySlot['day'], starttime: string, endtime: string) => ({
  day,
  starttime,
  endtime,
});

describe('availability presets', () => {
  it('are the six of SPEC §9: three day ranges, each 9:00-17:00 or 9:00-18:00', () => {
    expect(SLOT_PRESETS.map((p) => [p.days.length, p.slot.starttime, p.slot.endtime])).toEqual([
      [5, '9:00', '17:00'],
      [5, '9:00', '18:00'],
      [6, '9:00', '17:00'],
      [6, '9:00', '18:00'],
      [7, '9:00', '17:00'],
      [7, '9:00', '18:00'],
    ]);
  });

  it('give one slot per day of the range, Monday first', () => {
    const weekdays = presetSlots(SLOT_PRESETS[1]!);
    expect(weekdays.map((s) => s.day)).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
    ]);
    expect(weekdays.every((s) => s.starttime === '9:00' && s.endtime === '18:00')).toBe(true);
    expect(presetSlots(SLOT_PRESETS[5]!).at(-1)).toEqual(slot('Sunday', '9:00', '18:00'));
  });

  it('are recognised in a schedule, in any order, and not once it is changed', () => {
    const sat = presetSlots(SLOT_PRESETS[2]!).reverse();
    expect(matchingPreset(sat)?.name).toBe(SLOT_PRESETS[2]!.name);
    expect(matchingPreset(updateSlot(sat, 0, { endtime: '16:00' }))).toBeUndefined();
    expect(matchingPreset([...sat, slot('Sunday', '9:00', '17:00')])?.name).toBe(
      SLOT_PRESETS[4]!.name,
    );
  });
});

describe('hour options', () => {
  it('are the 24 hours as H:00 times labelled hh: mm a', () => {
    expect(HOUR_TIME_OPTIONS).toHaveLength(24);
    expect(HOUR_TIME_OPTIONS[0]).toEqual({ value: '0:00', label: '12: 00 am' });
    expect(HOUR_TIME_OPTIONS[9]).toEqual({ value: '9:00', label: '09: 00 am' });
    expect(HOUR_TIME_OPTIONS[17]).toEqual({ value: '17:00', label: '05: 00 pm' });
  });
});

describe('overlap detection', () => {
  it('finds two slots of one day where each starts before the other ends', () => {
    const slots = [slot('Monday', '9:00', '12:00'), slot('Monday', '11:00', '14:00')];
    expect([...overlappingDays(slots)]).toEqual(['Monday']);
  });

  it('lets slots touch, and slots of different days never overlap', () => {
    expect(
      overlappingDays([
        slot('Monday', '9:00', '12:00'),
        slot('Monday', '12:00', '17:00'),
        slot('Tuesday', '10:00', '11:00'),
        slot('Wednesday', '9:00', '17:00'),
        slot('Thursday', '9:00', '17:00'),
      ]).size,
    ).toBe(0);
  });

  it('finds a slot inside another, and names each day once', () => {
    const days = overlappingDays([
      slot('Friday', '9:00', '17:00'),
      slot('Friday', '10:00', '11:00'),
      slot('Friday', '13:00', '14:00'),
      slot('Sunday', '9:00', '10:00'),
      slot('Sunday', '9:00', '10:00'),
    ]);
    expect([...days].sort()).toEqual(['Friday', 'Sunday']);
  });

  it('tells a slot whose end is not after its start', () => {
    expect([
      ...backwardSlots([slot('Monday', '9:00', '9:00'), slot('Monday', '10:00', '11:00')]),
    ]).toEqual([0]);
  });
});

describe('adding and removing slots', () => {
  it('adds 9:00-10:00 to an empty day and the next hour after a day’s last slot', () => {
    const one = addSlot([], 'Tuesday');
    expect(one).toEqual([slot('Tuesday', '9:00', '10:00')]);
    const two = addSlot([...one, slot('Wednesday', '9:00', '17:00')], 'Tuesday');
    expect(two.at(-1)).toEqual(slot('Tuesday', '10:00', '11:00'));
    expect(overlappingDays(two).size).toBe(0);
  });

  it('removes the slot asked for and keeps the others', () => {
    const slots = presetSlots(SLOT_PRESETS[0]!);
    const left = removeSlot(slots, 2);
    expect(left.map((s) => s.day)).toEqual(['Monday', 'Tuesday', 'Thursday', 'Friday']);
  });

  it('groups a schedule by day in start order, keeping each slot’s index', () => {
    const days = slotsByDay([slot('Monday', '13:00', '14:00'), slot('Monday', '9:00', '10:00')]);
    expect(days).toHaveLength(7);
    expect(days[0]!.slots.map((s) => s.index)).toEqual([1, 0]);
    expect(days[6]!.day).toBe('Sunday');
  });
});
