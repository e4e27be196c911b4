import { Badge, Button, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { londonClock, numericDate, type community } from '@portal/contract';
import { useMemberDecision } from '../api/channel-action';
import { useChannelMembers } from '../api/get-channel-members';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PersonRow } from './person-row';

function ListSkeleton() {
  return (
    <Stack gap="sm">
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} height={40} />
      ))}
    </Stack>
  );
}

/** A channel's active members, admins first; its admins may remove members. */
export function MembersPanel({ channel }: { channel: community.Channel }) {
  const members = useChannelMembers(channel._id, 'active', true);
  const decide = useMemberDecision();
  const rows = members.data?.pages.flatMap((p) => p.rows) ?? [];
  if (members.isPending) return <ListSkeleton />;
  if (rows.length === 0) return <EmptyState title="No members yet" />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" data-testid="members">
        {rows.map((m) => (
          <PersonRow
            key={m._id}
            person={m}
            subtitle={m.roleName}
            actions={
              <>
                {m.role === 'admin' && (
                  <Badge size="sm" variant="light">
                    Admin
                  </Badge>
                )}
                {channel.isAdmin && m.role !== 'admin' && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    color="red"
                    onClick={() =>
                      decide.mutate({ channelId: channel._id, userId: m._id, action: 'remove' })
                    }
                  >
                    Remove
                  </Button>
                )}
              </>
            }
          />
        ))}
        {members.hasNextPage && (
          <Button
            variant="default"
            size="xs"
            onClick={() => void members.fetchNextPage()}
            loading={members.isFetchingNextPage}
          >
            Load more
          </Button>
        )}
      </Stack>
    </Paper>
  );
}

/** Join requests waiting for this channel's admins: approve or reject each. */
export function JoinRequestsPanel({ channel }: { channel: community.Channel }) {
  const requests = useChannelMembers(channel._id, 'pending', channel.isAdmin);
  const decide = useMemberDecision();
  const rows = requests.data?.pages.flatMap((p) => p.rows) ?? [];
  if (requests.isPending) return <ListSkeleton />;
  if (rows.length === 0)
    return <EmptyState title="No join requests" text="New requests to join show here." />;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm" data-testid="join-requests">
        {rows.map((m) => {
          const name = `${m.firstName} ${m.lastName}`;
          const busy = decide.isPending && decide.variables.userId === m._id;
          return (
            <PersonRow
              key={m._id}
              person={m}
              subtitle={
                <Text span size="xs" c="dimmed">
                  {m.roleName} · Asked {numericDate(londonClock(m.joinedAt))}
                </Text>
              }
              actions={
                <>
                  <Button
                    size="compact-sm"
                    aria-label={`Approve ${name}`}
                    loading={busy && decide.variables.action === 'approve'}
                    onClick={() =>
                      decide.mutate({ channelId: channel._id, userId: m._id, action: 'approve' })
                    }
                  >
                    Approve
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    aria-label={`Reject ${name}`}
                    loading={busy && decide.variables.action === 'reject'}
                    onClick={() =>
                      decide.mutate({ channelId: channel._id, userId: m._id, action: 'reject' })
                    }
                  >
                    Reject
                  </Button>
                </>
              }
            />
          );
        })}
      </Stack>
    </Paper>
  );
}
