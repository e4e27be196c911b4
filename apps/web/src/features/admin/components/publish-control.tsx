import { useState } from 'react';
import { Input, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { londonInstant, londonLocalInput } from '@portal/contract';
import { publishStatusOf, publishStatusText } from '../lib/publish-state';

type Mode = 'draft' | 'now' | 'schedule';

export interface PublishControlProps {
  /** The row's `publishedAt`: null for a draft, an ISO instant otherwise. */
  value: string | null;
  onChange: (publishedAt: string | null) => void;
  error?: string;
  /** The field's label; 'Publishing' unless told. */
  label?: string;
}

const DAY_MS = 86_400_000;

/** Tomorrow at 09:00 in London: where a new schedule starts. */
function defaultSchedule(now = Date.now()): string {
  return `${londonLocalInput(now + DAY_MS).slice(0, 10)}T09:00`;
}

/**
 * When content shows to readers, for every admin content form (with react-hook-form's
 * Controller): a draft (null), published now (this instant; an already published row keeps its
 * time) or scheduled at a London date and time (the instant it names). Public lists show a row
 * once its time has come; a scheduled one appears then without anybody acting.
 */
export function PublishControl({
  value,
  onChange,
  error,
  label = 'Publishing',
}: PublishControlProps) {
  const status = publishStatusOf(value);
  const [mode, setMode] = useState<Mode>(
    status === 'draft' ? 'draft' : status === 'scheduled' ? 'schedule' : 'now',
  );
  const [local, setLocal] = useState(() =>
    status === 'scheduled' && value ? londonLocalInput(value) : defaultSchedule(),
  );
  const [localError, setLocalError] = useState<string | undefined>();

  const choose = (next: Mode) => {
    setMode(next);
    setLocalError(undefined);
    if (next === 'draft') onChange(null);
    else if (next === 'now') {
      // A row already published keeps the time it was published at.
      onChange(status === 'published' && value ? value : new Date().toISOString());
    } else {
      const at = londonInstant(local);
      onChange(at ? at.toISOString() : null);
    }
  };

  const changeLocal = (text: string) => {
    setLocal(text);
    const at = londonInstant(text);
    if (!at) {
      setLocalError('Enter a valid date and time');
      return;
    }
    if (at.getTime() <= Date.now()) {
      setLocalError('Choose a time in the future, or publish now');
      return;
    }
    setLocalError(undefined);
    onChange(at.toISOString());
  };

  return (
    <Input.Wrapper label={label} labelElement="div" error={mode === 'schedule' ? undefined : error}>
      <Stack gap="xs" mt={4}>
        <SegmentedControl
          value={mode}
          onChange={(next) => choose(next as Mode)}
          aria-label={label}
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'now', label: status === 'published' ? 'Published' : 'Publish now' },
            { value: 'schedule', label: 'Schedule' },
          ]}
          fullWidth
          maw={420}
        />
        {mode === 'schedule' && (
          <TextInput
            label="Publish at (UK time)"
            type="datetime-local"
            value={local}
            onChange={(event) => changeLocal(event.currentTarget.value)}
            error={localError ?? error}
            maw={260}
          />
        )}
        <Text size="xs" c="dimmed" data-testid="publish-status">
          {mode === 'draft'
            ? 'Only admins see a draft.'
            : mode === 'now'
              ? status === 'published'
                ? `${publishStatusText(value)}: everyone sees it.`
                : 'Everyone sees it once saved.'
              : 'Everyone sees it from that time; admins see it now.'}
        </Text>
      </Stack>
    </Input.Wrapper>
  );
}
