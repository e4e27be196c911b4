import { ActionIcon, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { messages, SLOT_PRESETS, type AvailabilitySlot } from '@portal/contract';
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
} from '../lib/availability';

/** Whether a schedule can be saved: no overlap on any day, every slot ending after it starts. */
export function availabilityProblems(slots: readonly AvailabilitySlot[]): string | null {
  if (overlappingDays(slots).size > 0) return messages.availabilityOverlap;
  if (backwardSlots(slots).size > 0) return 'Each slot must end after it starts.';
  return null;
}

/**
 * The weekly availability of a booking type: one of SPEC §9's six presets at a click, or slots
 * added and removed by hand per day, from the 24 hour options. Two slots of one day that overlap
 * show SPEC §5's message as soon as they do.
 */
export function AvailabilityEditor({
  value,
  onChange,
}: {
  value: AvailabilitySlot[];
  onChange: (slots: AvailabilitySlot[]) => void;
}) {
  const chosen = matchingPreset(value);
  const overlapping = overlappingDays(value);
  const backward = backwardSlots(value);
  return (
    <Stack gap="sm" data-testid="availability-editor">
      <Stack gap={6}>
        <Text size="sm" fw={500} id="availability-presets">
          Start from a preset
        </Text>
        <Group gap={6} role="group" aria-labelledby="availability-presets">
          {SLOT_PRESETS.map((preset) => (
            <Button
              key={preset.name}
              size="compact-sm"
              variant={chosen === preset ? 'filled' : 'default'}
              aria-pressed={chosen === preset}
              onClick={() => onChange(presetSlots(preset))}
            >
              {preset.name}
            </Button>
          ))}
        </Group>
      </Stack>
      {slotsByDay(value).map(({ day, slots }) => (
        <Paper key={day} withBorder radius="sm" p="xs" data-testid={`availability-${day}`}>
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Title order={4} fz="sm">
                {day}
              </Title>
              <Button
                size="compact-xs"
                variant="subtle"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => onChange(addSlot(value, day))}
                aria-label={`Add a slot on ${day}`}
              >
                Add slot
              </Button>
            </Group>
            {slots.length === 0 && (
              <Text size="xs" c="dimmed">
                Not available
              </Text>
            )}
            {slots.map(({ slot, index }, n) => (
              <Group key={index} gap="xs" align="center" wrap="nowrap">
                <NativeSelect
                  size="xs"
                  aria-label={`${day} slot ${n + 1} from`}
                  data={HOUR_TIME_OPTIONS}
                  value={slot.starttime}
                  onChange={(e) =>
                    onChange(updateSlot(value, index, { starttime: e.currentTarget.value }))
                  }
                  style={{ flex: 1 }}
                />
                <Text size="xs" c="dimmed">
                  to
                </Text>
                <NativeSelect
                  size="xs"
                  aria-label={`${day} slot ${n + 1} to`}
                  data={HOUR_TIME_OPTIONS}
                  value={slot.endtime}
                  error={backward.has(index) ? 'Ends before it starts' : undefined}
                  onChange={(e) =>
                    onChange(updateSlot(value, index, { endtime: e.currentTarget.value }))
                  }
                  style={{ flex: 1 }}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  aria-label={`Remove ${day} slot ${n + 1}`}
                  onClick={() => onChange(removeSlot(value, index))}
                >
                  <IconTrash size={16} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
            {overlapping.has(day) && (
              <Text size="xs" c="red.8" role="alert">
                {messages.availabilityOverlap}
              </Text>
            )}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
