import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { WEEKDAYS } from '@portal/contract';
import {
  addDays,
  addMonths,
  addMonthsToDay,
  dayLabel,
  monthGrid,
  monthLabel,
  monthOfDay,
  weekEnd,
  weekStart,
} from '../lib/month-grid';
import classes from './home.module.css';

interface MonthCalendarProps {
  /** The month shown, YYYY-MM. */
  month: string;
  /** The chosen day, YYYY-MM-DD, if any. */
  selected: string | null;
  /** Today in the UK. */
  today: string;
  /** How many events each day of the month has; days not in it have none. */
  counts: ReadonlyMap<string, number>;
  onSelect: (day: string) => void;
  onMonthChange: (month: string) => void;
}

const KEY_MOVES: Record<string, (day: string) => string> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: weekStart,
  End: weekEnd,
  PageUp: (d) => addMonthsToDay(d, -1),
  PageDown: (d) => addMonthsToDay(d, 1),
};

const eventsText = (n: number) => (n === 0 ? 'no events' : n === 1 ? '1 event' : `${n} events`);

/**
 * A month view, Monday first: days with events carry a mark, today is outlined, the chosen day
 * is filled. One day button is in the tab order; the arrow keys move by day and week, Home and
 * End to the week's ends, Page Up and Page Down by month (the WAI-ARIA date grid keys), and
 * Enter or Space chooses.
 */
export function MonthCalendar({
  month,
  selected,
  today,
  counts,
  onSelect,
  onMonthChange,
}: MonthCalendarProps) {
  const labelId = useId();
  const tableRef = useRef<HTMLTableElement>(null);
  const [focused, setFocused] = useState(selected ?? today);
  const movedByKey = useRef(false);
  const inMonth = (day: string | null): day is string => !!day && monthOfDay(day) === month;
  const focusDay = inMonth(focused) ? focused : inMonth(selected) ? selected : `${month}-01`;

  useEffect(() => {
    if (!movedByKey.current) return;
    movedByKey.current = false;
    tableRef.current?.querySelector<HTMLButtonElement>(`[data-day="${focusDay}"]`)?.focus();
  }, [focusDay]);

  const handleKeyDown = (event: KeyboardEvent, day: string) => {
    const move = KEY_MOVES[event.key];
    if (!move) return;
    event.preventDefault();
    const next = move(day);
    movedByKey.current = true;
    setFocused(next);
    if (monthOfDay(next) !== month) onMonthChange(monthOfDay(next));
  };

  const goToMonth = (delta: 1 | -1) => {
    setFocused(addMonthsToDay(focusDay, delta));
    onMonthChange(addMonths(month, delta));
  };

  return (
    <div className={classes.calendar}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <ActionIcon variant="subtle" aria-label="Previous month" onClick={() => goToMonth(-1)}>
          <IconChevronLeft size={20} aria-hidden />
        </ActionIcon>
        <Text fw={600} id={labelId} aria-live="polite" data-testid="calendar-month">
          {monthLabel(month)}
        </Text>
        <Group gap={4} wrap="nowrap">
          {monthOfDay(today) !== month && (
            <Button
              variant="subtle"
              size="compact-xs"
              onClick={() => {
                setFocused(today);
                onMonthChange(monthOfDay(today));
                onSelect(today);
              }}
            >
              Today
            </Button>
          )}
          <ActionIcon variant="subtle" aria-label="Next month" onClick={() => goToMonth(1)}>
            <IconChevronRight size={20} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <table className={classes.calendarTable} aria-labelledby={labelId} ref={tableRef}>
        <thead>
          <tr>
            {WEEKDAYS.map((weekday) => (
              <th key={weekday} scope="col">
                <abbr title={weekday}>{weekday.slice(0, 3)}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthGrid(month).map((week) => (
            <tr key={week.find(Boolean)}>
              {week.map((day, i) => {
                if (!day) return <td key={`blank-${i}`} />;
                const count = counts.get(day) ?? 0;
                return (
                  <td key={day}>
                    <button
                      type="button"
                      className={classes.day}
                      data-day={day}
                      data-has-events={count > 0 || undefined}
                      data-today={day === today || undefined}
                      tabIndex={day === focusDay ? 0 : -1}
                      aria-label={`${dayLabel(day)}, ${eventsText(count)}`}
                      aria-pressed={day === selected}
                      aria-current={day === today ? 'date' : undefined}
                      onClick={() => {
                        setFocused(day);
                        onSelect(day);
                      }}
                      onKeyDown={(event) => handleKeyDown(event, day)}
                    >
                      {Number(day.slice(8))}
                      {count > 0 && <span className={classes.dayMark} aria-hidden />}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
