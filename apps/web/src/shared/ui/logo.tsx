import { Group, Text } from '@mantine/core';

/**
 * The product mark, drawn inline as the HTML's loading frame draws it (index.html): as an
 * `<img>` of favicon.svg, Chromium built an SVG document of its own to draw it, 16 ms of a phone's
 * main thread at each page start (issue 15).
 */
function Mark() {
  return (
    <svg viewBox="0 0 64 64" width={32} height={32} aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#1c7ed6" />
      <path d="M27 14h10v13h13v10H37v13H27V37H14V27h13z" fill="#fff" />
    </svg>
  );
}

/** The product mark; `compact` shows the icon only. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <Group gap={8} wrap="nowrap">
      <Mark />
      {!compact && (
        <Text fw="bold" size="lg">
          Pharma Portal
        </Text>
      )}
    </Group>
  );
}
