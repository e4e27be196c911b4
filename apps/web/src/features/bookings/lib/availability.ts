import {
  HOUR_OPTIONS,
  SLOT_PRESETS,
  slotsOverlap,
  timeToMinutes,
  WEEKDAYS,
  type AvailabilitySlot,
  type SlotPreset,
  type Weekday,
} from '@portal/contract';

/** The hour options of the pickers as 'H:00' times (the slot's text form), labelled 'hh: mm a'. */
export const HOUR_TIME_OPTIONS = HOUR_OPTIONS.map((o) => ({
  value: `${o.value}:00`,
  label: o.text,
}));

/** The availability a preset stands for: its slot on each of its days, Monday first. */
export function presetSlots(preset: SlotPreset): AvailabilitySlot[] {
  return preset.days.map((day) => ({ day, ...preset.slot }));
}

/** The preset a schedule is exactly, if any (to show it as chosen). */
export function matchingPreset(slots: readonly AvailabilitySlot[]): SlotPreset | undefined {
  return SLOT_PRESETS.find((preset) => {
    const wanted = presetSlots(preset);
    return (
      wanted.length === slots.length &&
      wanted.every((w) =>
        slots.some(
          (s) => s.day === w.day && s.starttime === w.starttime && s.endtime === w.endtime,
        ),
      )
    );
  });
}

/** Slots grouped by weekday, Monday first, each day's in start order, with their index. */
export function slotsByDay(
  slots: readonly AvailabilitySlot[],
): { day: Weekday; slots: { slot: AvailabilitySlot; index: number }[] }[] {
  return WEEKDAYS.map((day) => ({
    day,
    slots: slots
      .map((slot, index) => ({ slot, index }))
      .filter(({ slot }) => slot.day === day)
      .sort((a, b) => timeToMinutes(a.slot.starttime) - timeToMinutes(b.slot.starttime)),
  }));
}

/** The days on which two slots overlap (SPEC §5: each starts before the other ends). */
export function overlappingDays(slots: readonly AvailabilitySlot[]): Set<Weekday> {
  const days = new Set<Weekday>();
  slots.forEach((a, i) => {
    for (const b of slots.slice(i + 1)) if (slotsOverlap(a, b)) days.add(a.day);
  });
  return days;
}

/** The indices of slots whose end is not after their start. */
export function backwardSlots(slots: readonly AvailabilitySlot[]): Set<number> {
  const bad = new Set<number>();
  slots.forEach((s, i) => {
    if (timeToMinutes(s.endtime) <= timeToMinutes(s.starttime)) bad.add(i);
  });
  return bad;
}

const hhmm = (minutes: number) =>
  `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * A new slot for `day`: an hour starting where the day's last slot ends (9:00-10:00 on an empty
 * day), so adding one never makes an overlap by itself while the day has room.
 */
export function addSlot(slots: readonly AvailabilitySlot[], day: Weekday): AvailabilitySlot[] {
  const ends = slots.filter((s) => s.day === day).map((s) => timeToMinutes(s.endtime));
  const start = ends.length ? Math.min(Math.max(...ends), 22 * 60) : 9 * 60;
  return [...slots, { day, starttime: hhmm(start), endtime: hhmm(start + 60) }];
}

/** The schedule without the slot at `index`. */
export function removeSlot(slots: readonly AvailabilitySlot[], index: number): AvailabilitySlot[] {
  return slots.filter((_, i) => i !== index);
}

/** The schedule with the slot at `index` changed. */
export function updateSlot(
  slots: readonly AvailabilitySlot[],
  index: number,
  patch: Partial<Pick<AvailabilitySlot, 'starttime' | 'endtime'>>,
): AvailabilitySlot[] {
  return slots.map((s, i) => (i === index ? { ...s, ...patch } : s));
}
