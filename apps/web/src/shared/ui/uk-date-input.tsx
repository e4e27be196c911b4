import { useState } from 'react';
import { ActionIcon, Popover, TextInput, type TextInputProps } from '@mantine/core';
import { DatePicker } from '@mantine/dates';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/en-gb';
import { IconCalendar } from '@tabler/icons-react';
import { parseUkDate, ukDate } from '../lib/uk-date';

type UkDateInputProps = Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'label'> & {
  label: string;
  /** The calendar day, `YYYY-MM-DD` as the API takes it; undefined when empty. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
};

/**
 * A date field that shows and reads DD/MM/YYYY whatever the browser's language (a native date
 * input follows it: an American-English browser showed mm/dd/yyyy), with a calendar in en-GB
 * (weeks from Monday) behind its button. Its value stays `YYYY-MM-DD`. The calendar's popover is
 * mounted when first opened, not with the page (decision 117).
 */
export function UkDateInput({ label, value, onChange, onBlur, ...props }: UkDateInputProps) {
  const [text, setText] = useState(value ? ukDate(value) : '');
  const [shown, setShown] = useState(value);
  const [calendar, setCalendar] = useState<'unused' | 'open' | 'closed'>('unused');
  // A value set from outside (the calendar, a reset) is written out; typing leaves the text be.
  if (shown !== value) {
    setShown(value);
    if (parseUkDate(text) !== (value ?? null)) setText(value ? ukDate(value) : '');
  }

  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      aria-label={`Choose the ${label.toLowerCase()} date on a calendar`}
      aria-expanded={calendar === 'open'}
      onClick={() => setCalendar((c) => (c === 'open' ? 'closed' : 'open'))}
    >
      <IconCalendar size={18} aria-hidden />
    </ActionIcon>
  );

  return (
    <TextInput
      placeholder="DD/MM/YYYY"
      autoComplete="off"
      {...props}
      label={label}
      value={text}
      onChange={(e) => {
        const typed = e.currentTarget.value;
        setText(typed);
        const day = parseUkDate(typed);
        if (!typed.trim()) onChange(undefined);
        else if (day && day !== value) onChange(day);
      }}
      onBlur={(e) => {
        // What is not a whole date goes back to the value the filter holds.
        setText(value ? ukDate(value) : '');
        onBlur?.(e);
      }}
      rightSection={
        calendar === 'unused' ? (
          button
        ) : (
          <Popover
            opened={calendar === 'open'}
            onChange={(opened) => setCalendar(opened ? 'open' : 'closed')}
            position="bottom-end"
            trapFocus
            returnFocus
          >
            <Popover.Target>{button}</Popover.Target>
            <Popover.Dropdown>
              <DatePicker
                locale="en-gb"
                firstDayOfWeek={1}
                value={value ?? null}
                defaultDate={value}
                onChange={(day) => {
                  onChange(day ?? undefined);
                  setCalendar('closed');
                }}
              />
            </Popover.Dropdown>
          </Popover>
        )
      }
    />
  );
}
