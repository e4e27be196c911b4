import { Group, Text } from '@mantine/core';

/** The product mark; `compact` shows the icon only. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <img src="/favicon.svg" alt="" width={32} height={32} />
      {!compact && (
        <Text fw="bold" size="lg">
          Pharma Portal
        </Text>
      )}
    </Group>
  );
}
