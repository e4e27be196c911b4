import { ActionIcon, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Tooltip.layer.css';
import { IconStar, IconStarFilled } from '@tabler/icons-react';

/** A star toggle: filled when starred. */
export function StarButton({
  starred,
  name,
  onToggle,
  disabled,
}: {
  starred: boolean;
  /** What is starred, for the accessible name. */
  name: string;
  onToggle: (starred: boolean) => void;
  disabled?: boolean;
}) {
  const label = starred ? `Unstar ${name}` : `Star ${name}`;
  return (
    <Tooltip label={starred ? 'Starred' : 'Star'}>
      <ActionIcon
        variant="subtle"
        color={starred ? 'yellow.8' : 'gray'}
        aria-label={label}
        aria-pressed={starred}
        disabled={disabled}
        onClick={() => onToggle(!starred)}
      >
        {starred ? <IconStarFilled size={18} /> : <IconStar size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
