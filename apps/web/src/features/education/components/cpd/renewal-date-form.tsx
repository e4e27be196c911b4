import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useSetCpdRenewalDate } from '../../api/set-cpd-renewal-date';

/** Asks the GPhC renewal date (once; it can be changed): the end of the revalidation year. */
export function RenewalDateForm({
  current,
  onDone,
}: {
  current: string | null;
  onDone?: () => void;
}) {
  const [value, setValue] = useState(current ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useSetCpdRenewalDate();
  return (
    <form
      noValidate
      aria-label="Renewal date"
      onSubmit={(e) => {
        e.preventDefault();
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) {
          setProblem('This field is required');
          return;
        }
        setProblem(null);
        save.mutate(value, { onSuccess: () => onDone?.() });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          type="date"
          label="Your GPhC renewal date"
          description="Your revalidation year runs up to it."
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={problem}
          style={{ flex: '1 1 200px', maxWidth: 280 }}
        />
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Group>
    </form>
  );
}
