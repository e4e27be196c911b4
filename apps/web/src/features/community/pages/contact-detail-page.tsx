import {
  Anchor,
  Avatar,
  Badge,
  Group,
  Indicator,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Indicator.layer.css';
import { Link, useParams } from 'react-router';
import { initialOf, londonClock, shortMonth } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useSessionStore } from '../../../shared/session/session-store';
import { useStarredUsers, useStarUser, useUserDetails } from '../api/people';
import { MessageButton } from '../components/message-button';
import { PageError } from '../components/page-error';
import { StarButton } from '../components/star-button';
import { displayName } from '../lib/people';
import classes from '../components/community.module.css';

const period = (start: string, end: string | null) =>
  `${shortMonth(londonClock(start))} – ${end ? shortMonth(londonClock(end)) : 'now'}`;

/** /contact/detail/:id: a member's public profile with 'Message' into the direct chat. */
export function ContactDetailPage() {
  const { id = '' } = useParams();
  const mobile = useIsMobile();
  const meId = useSessionStore((s) => s.user?._id);
  const user = useUserDetails(id);
  const starred = useStarredUsers();
  const star = useStarUser();

  if (user.isPending) {
    return (
      <Paper withBorder radius="md" p="lg" className={classes.detail} data-testid="contact-loading">
        <Group gap="md">
          <Skeleton height={80} circle />
          <Stack gap="xs" style={{ flex: 1 }}>
            <Skeleton height={24} width="50%" />
            <Skeleton height={14} width="30%" />
          </Stack>
        </Group>
        <Skeleton height={80} mt="md" />
      </Paper>
    );
  }
  if (user.isError) {
    return (
      <PageError title="This profile could not be loaded" onRetry={() => void user.refetch()} />
    );
  }

  const u = user.data;
  const name = displayName(u);
  const isMe = u._id === meId;
  const isStarred = star.isPending
    ? star.variables.starred
    : (starred.data ?? []).some((s) => s.targetId === u._id);

  return (
    <Stack gap="md" className={classes.detail}>
      <Paper withBorder radius="md" p={mobile ? 'md' : 'lg'}>
        <Group justify="space-between" align="flex-start" gap="md">
          <Group gap="md" wrap="nowrap" style={{ minWidth: 0 }}>
            <Indicator
              color={u.online ? 'teal.7' : 'gray.5'}
              size={16}
              offset={10}
              position="bottom-end"
              withBorder
            >
              <Avatar src={u.media[0]?.url || undefined} size={80} radius={80} color="blue" alt="">
                {initialOf(u.firstName)}
              </Avatar>
            </Indicator>
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={mobile ? 'h3' : 'h2'} data-testid="contact-name">
                {name}
              </Title>
              <Group gap={6}>
                <Text size="sm">{u.roleName}</Text>
                {u.isSiteAdmin && (
                  <Badge size="sm" variant="filled">
                    Site admin
                  </Badge>
                )}
              </Group>
              <Text size="sm" c="dimmed">
                {u.online ? 'Online' : 'Offline'}
              </Text>
            </Stack>
          </Group>
          {!isMe && (
            <Group gap="xs">
              <StarButton
                name={name}
                starred={isStarred}
                onToggle={(next) => star.mutate({ userId: u._id, starred: next })}
              />
              <MessageButton person={u} size="sm" />
            </Group>
          )}
        </Group>
      </Paper>

      <Paper withBorder radius="md" p={mobile ? 'md' : 'lg'}>
        <Stack gap="xs">
          <Title order={2} fz="h4">
            Biography
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {u.biography || 'No biography yet.'}
          </Text>
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={mobile ? 'md' : 'lg'}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Work places
          </Title>
          {u.workplaces.length === 0 ? (
            <Text size="sm" c="dimmed">
              No work places shared.
            </Text>
          ) : (
            u.workplaces.map((w) => (
              <Stack key={w._id} gap={0}>
                <Text size="sm" fw={600}>
                  {w.position}, {w.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {w.town} · {period(w.startDate, w.endDate)}
                </Text>
              </Stack>
            ))
          )}
        </Stack>
      </Paper>

      <Paper withBorder radius="md" p={mobile ? 'md' : 'lg'}>
        <Stack gap="sm">
          <Title order={2} fz="h4">
            Channels
          </Title>
          {u.channels.length === 0 ? (
            <Text size="sm" c="dimmed">
              Not a member of any channel.
            </Text>
          ) : (
            <Group gap="xs">
              {u.channels.map((c) => (
                <Anchor key={c._id} component={Link} to={`/community/detail/${c._id}`} size="sm">
                  {c.name}
                  {c.role === 'admin' ? ' (admin)' : ''}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
