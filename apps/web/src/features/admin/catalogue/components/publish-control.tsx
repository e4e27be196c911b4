import { Group, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { londonInstant, londonLocalInput, publicationStatusOf } from '@portal/contract';

type Mode = 'draft' | 'now' | 'schedule';

export interface PublishControlProps {
  /** ISO time or null (a draft). */
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  error?: string | undefined;
}

const modeOf = (value: string | null | undefined): Mode => {
  if (!value) return 'draft';
  return publicationStatusOf(value) === 'scheduled' ? 'schedule' : 'now';
};

/**
 * When readers see it: a draft (admins only), published now, or at a London time to come
 * (decision 91). The value is the body's `publishedAt`.
 */
export function PublishControl({ value, onChange, error }: PublishControlProps) {
  const mode = modeOf(value);
  const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();
  return (
    <Stack gap={6}>
      <Text component="span" size="sm" fw={500} id="publish-label">
        Publication
      </Text>
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-labelledby="publish-label"
          value={mode}
          onChange={(m) =>
            onChange(
              m === 'draft' ? null : m === 'now' ? new Date().toISOString() : (value ?? inAnHour()),
            )
          }
          data={[
            { value: 'draft', label: 'Draft' },
            { value: 'now', label: mode === 'now' && value ? 'Published' : 'Publish now' },
            { value: 'schedule', label: 'Schedule' },
          ]}
        />
        {mode === 'schedule' && (
          <TextInput
            type="datetime-local"
            label="Publish at (London time)"
            value={value ? londonLocalInput(value) : ''}
            onChange={(e) => {
              const at = londonInstant(e.currentTarget.value);
              if (at) onChange(at.toISOString());
            }}
            error={error}
          />
        )}
      </Group>
      {mode !== 'schedule' && error && (
        <Text size="xs" c="red">
          {error}
        </Text>
      )}
    </Stack>
  );
}
