import { useState } from 'react';
import {
  Avatar,
  Button,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { initialOf, SEARCH_DEBOUNCE_MS, users } from '@portal/contract';
import { useAdminList } from '../../api/admin-list';
import { useChannelAdminChange, useChannelAdmins } from '../api/admin-channels';

const nameOf = (p: { title: string | null; firstName: string; lastName: string }) =>
  `${p.title ? `${p.title} ` : ''}${p.firstName} ${p.lastName}`;

/** People to appoint: accounts matching a name, less the deleted and those already admins. */
function Candidates({
  search,
  exclude,
  onAppoint,
  pending,
}: {
  search: string;
  exclude: ReadonlySet<string>;
  onAppoint: (userId: string) => void;
  pending: string | undefined;
}) {
  const found = useAdminList(users.listUsersForAdmin, { query: { limit: 8, skip: 0, search } });
  const rows = (found.data?.rows ?? []).filter((u) => !u.deleted && !exclude.has(u._id));
  if (found.isPending) return <Skeleton height={36} />;
  if (!rows.length) {
    return (
      <Text size="sm" c="dimmed">
        Nobody else by that name.
      </Text>
    );
  }
  return (
    <Stack gap={6} data-testid="admin-candidates">
      {rows.map((u) => (
        <Group key={u._id} justify="space-between" wrap="nowrap">
          <Text size="sm">
            {nameOf(u)}{' '}
            <Text span size="xs" c="dimmed">
              {u.roleName}
            </Text>
          </Text>
          <Button
            size="xs"
            variant="light"
            loading={pending === u._id}
            aria-label={`Appoint ${nameOf(u)}`}
            onClick={() => onAppoint(u._id)}
          >
            Appoint
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A channel's admins (its moderators), as site admins appoint and remove them (issue 48): the
 * list, each with Remove, and a search of people by name to appoint.
 */
export function ChannelAdminsPanel({ channelId }: { channelId: string }) {
  const admins = useChannelAdmins(channelId);
  const { appoint, remove } = useChannelAdminChange(channelId);
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const current = admins.data ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Channel admins">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Channel admins
        </Title>
        <Text size="sm" c="dimmed">
          They approve join requests, remove members, pin and hide posts in this channel.
        </Text>
        {admins.isPending ? (
          <Skeleton height={36} />
        ) : current.length === 0 ? (
          <Text size="sm">No channel admins yet: only site admins run it.</Text>
        ) : (
          <Stack gap={6} data-testid="channel-admins">
            {current.map((a) => (
              <Group key={a._id} justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="nowrap">
                  <Avatar src={a.media[0]?.thumbUrl} size={28} radius="xl" alt="">
                    {initialOf(a.firstName)}
                  </Avatar>
                  <Text size="sm">{nameOf(a)}</Text>
                </Group>
                <Button
                  size="xs"
                  variant="default"
                  color="red"
                  loading={remove.isPending && remove.variables === a._id}
                  aria-label={`Remove ${nameOf(a)} as admin`}
                  onClick={() => remove.mutate(a._id)}
                >
                  Remove
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <TextInput
          label="Appoint an admin"
          placeholder="Search people by name"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
        />
        {search && (
          <Candidates
            search={search}
            exclude={new Set(current.map((a) => a._id))}
            onAppoint={(userId) => appoint.mutate(userId)}
            pending={appoint.isPending ? appoint.variables : undefined}
          />
        )}
      </Stack>
    </Paper>
  );
}
