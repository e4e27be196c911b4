import type { ReactNode } from 'react';
import { ActionIcon, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Menu.layer.css';
import { IconDots, IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { abbreviateNumber } from '@portal/contract';

/** One entry of an item's menu (edit, delete, report, hide...). */
export interface DiscussionMenuAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  color?: string;
}

export interface DiscussionItemProps {
  /** Who wrote it and when, with any badges: the header's left side. */
  header: ReactNode;
  /** What its flags allow; no menu when empty. */
  menu: DiscussionMenuAction[];
  /** The menu button's accessible name. */
  menuLabel: string;
  /** Hides the menu (while the item is being edited). */
  menuHidden?: boolean;
  /** The text, or its edit form. */
  children: ReactNode;
  like: {
    liked: boolean;
    count: number;
    /** The like button's accessible name, e.g. 'Like (3)'. */
    label: string;
    busy: boolean;
    onToggle: () => void;
  };
  /** Buttons after the like (reply, accept). */
  actions?: ReactNode;
  reported: boolean;
  hidden: boolean;
  /** Header beside the avatar (news) or above the text (community). */
  layout?: 'row' | 'stack';
  avatar?: ReactNode;
  /** Dialogs the item opens. */
  dialogs?: ReactNode;
  testId: string;
  ariaLabel?: string;
  className?: string;
  accepted?: boolean;
}

/**
 * The card every discussion's items share (news comments, community responses, the journal
 * club's comments): the header with its menu, the text, the like button and the "Reported"
 * note; a hidden item on grey. Each discussion says what goes in it.
 */
export function DiscussionItem({
  header,
  menu,
  menuLabel,
  menuHidden,
  children,
  like,
  actions,
  reported,
  hidden,
  layout = 'stack',
  avatar,
  dialogs,
  testId,
  ariaLabel,
  className,
  accepted,
}: DiscussionItemProps) {
  const top = (
    <Group
      justify="space-between"
      wrap="nowrap"
      gap="xs"
      align={layout === 'stack' ? 'flex-start' : undefined}
    >
      {header}
      {menu.length > 0 && !menuHidden && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={menuLabel}>
              <IconDots size={18} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.map((m) => (
              <Menu.Item key={m.label} color={m.color} leftSection={m.icon} onClick={m.onClick}>
                {m.label}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
  const content = (
    <>
      {top}
      {children}
      <Group gap="xs">
        <Button
          variant="subtle"
          color={like.liked ? 'red' : 'gray'}
          size="compact-xs"
          leftSection={like.liked ? <IconHeartFilled size={14} /> : <IconHeart size={14} />}
          aria-pressed={like.liked}
          aria-label={like.label}
          loading={like.busy}
          onClick={like.onToggle}
        >
          {abbreviateNumber(like.count)}
        </Button>
        {actions}
        {reported && (
          <Text size="xs" c="dimmed">
            Reported
          </Text>
        )}
      </Group>
    </>
  );

  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      className={className}
      bg={hidden ? 'gray.0' : undefined}
      aria-label={ariaLabel}
      data-testid={testId}
      data-accepted={accepted || undefined}
    >
      {layout === 'row' ? (
        <Group align="flex-start" wrap="nowrap" gap="sm">
          {avatar}
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            {content}
          </Stack>
        </Group>
      ) : (
        <Stack gap="xs">{content}</Stack>
      )}
      {dialogs}
    </Paper>
  );
}
