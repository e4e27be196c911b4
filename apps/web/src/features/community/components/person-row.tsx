import type { ReactNode } from 'react';
import { Anchor, Avatar, Group, Indicator, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { Link } from 'react-router';
import { initialOf } from '@portal/contract';
import { displayName } from '../lib/people';

/** A person in a community list: avatar with the online dot, name (to the profile), a line. */
export function PersonRow({
  person,
  subtitle,
  actions,
}: {
  person: {
    _id: string;
    firstName: string;
    lastName: string;
    title?: string | null;
    online: boolean;
    media: { url: string }[];
  };
  subtitle?: ReactNode;
  actions?: ReactNode;
}) {
  const name = displayName(person);
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" data-testid="person-row">
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Indicator
          color={person.online ? 'teal.7' : 'gray.5'}
          size={11}
          offset={5}
          position="bottom-end"
          withBorder
          aria-label={person.online ? 'Online' : 'Offline'}
          data-online={person.online}
        >
          <Avatar src={person.media[0]?.url || undefined} radius="xl" size={40} color="blue" alt="">
            {initialOf(person.firstName)}
          </Avatar>
        </Indicator>
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Anchor
            component={Link}
            to={`/contact/detail/${person._id}`}
            fw={600}
            size="sm"
            c="inherit"
          >
            {name}
          </Anchor>
          {subtitle && (
            <Text size="xs" c="dimmed" lineClamp={1} component="div">
              {subtitle}
            </Text>
          )}
        </Stack>
      </Group>
      {actions && (
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      )}
    </Group>
  );
}
