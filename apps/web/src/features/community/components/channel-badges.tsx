import { Badge, Group } from '@mantine/core';
import { IconLock, IconWorld } from '@tabler/icons-react';
import type { community } from '@portal/contract';

/** Kind (forum or education) and visibility (open or private) of a channel. */
export function ChannelBadges({ channel }: { channel: community.Channel }) {
  return (
    <Group gap={6}>
      <Badge size="sm" variant="light" color={channel.kind === 'education' ? 'grape' : 'blue'}>
        {channel.kind === 'education' ? 'Education' : 'Forum'}
      </Badge>
      {channel.visibility === 'private' ? (
        <Badge size="sm" variant="outline" color="gray" leftSection={<IconLock size={12} />}>
          Private
        </Badge>
      ) : (
        <Badge size="sm" variant="outline" color="teal.9" leftSection={<IconWorld size={12} />}>
          Open
        </Badge>
      )}
    </Group>
  );
}
