import { Alert, Anchor, Badge, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import { Link } from 'react-router';
import type { community } from '@portal/contract';
import { useModerationAction, useModerationQueue } from '../api/moderation';
import { htmlToText } from '../lib/paragraphs';
import { EmptyState } from '../../../shared/ui/empty-state';
import { PageError } from './page-error';

const KIND_LABEL: Record<community.ModerationItem['type'], string> = {
  post: 'Reported post',
  response: 'Reported response',
  joinRequest: 'Join request',
};

/** What an entry is about, in a line or two. */
function summaryOf(item: community.ModerationItem): { title: string; text: string } {
  if (item.type === 'joinRequest') {
    const name = item.user ? `${item.user.firstName} ${item.user.lastName}` : 'Someone';
    return { title: name, text: item.user?.roleName ?? 'Asks to join the channel.' };
  }
  if (item.type === 'post') {
    return { title: item.post?.title ?? 'A post', text: htmlToText(item.post?.body ?? '') };
  }
  return { title: 'A response', text: htmlToText(item.response?.body ?? '') };
}

function ReviewItem({
  item,
  showChannel,
  onDecide,
}: {
  item: community.ModerationItem;
  /** The all-channels list names each entry's channel (user posts have none). */
  showChannel: boolean;
  onDecide: (decision: community.ModerationDecision) => void;
}) {
  const { title, text } = summaryOf(item);
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      data-testid="review-item"
      aria-label={`${KIND_LABEL[item.type]}: ${title}`}
    >
      <Stack gap={6}>
        <Group gap="xs">
          <Badge variant="outline" color={item.type === 'joinRequest' ? 'blue' : 'red.9'} size="sm">
            {KIND_LABEL[item.type]}
          </Badge>
          {showChannel &&
            (item.channel ? (
              <Anchor
                component={Link}
                to={`/community/detail/${item.channel._id}`}
                size="xs"
                fw={600}
                data-testid="review-channel"
              >
                {item.channel.name}
              </Anchor>
            ) : (
              <Text size="xs" fw={600} data-testid="review-channel">
                User posts
              </Text>
            ))}
          {item.reportCount > 0 && (
            <Text size="xs" c="dimmed">
              {item.reportCount} {item.reportCount === 1 ? 'report' : 'reports'}
            </Text>
          )}
        </Group>
        <Text fw={600}>{title}</Text>
        {text && (
          <Text size="sm" lineClamp={3}>
            {text}
          </Text>
        )}
        <Group gap="xs" justify="flex-end">
          <Button size="xs" variant="default" onClick={() => onDecide('remove')}>
            {item.type === 'joinRequest' ? 'Reject' : 'Remove'}
          </Button>
          <Button size="xs" onClick={() => onDecide('approve')}>
            Approve
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * The review list: reported posts and responses and join requests. With `channel`, that
 * channel's for its admins (its page's Review tab); without, one list across every channel the
 * caller admins, each entry naming its channel (the /communities Review drawer).
 */
export function ReviewPanel({ channel }: { channel?: community.Channel | undefined }) {
  const channelId = channel?._id ?? null;
  const queue = useModerationQueue(channelId);
  const act = useModerationAction(channelId);
  if (queue.isPending) {
    return (
      <Stack gap="sm" data-testid="review-loading">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} height={96} radius="md" />
        ))}
      </Stack>
    );
  }
  if (queue.isError) {
    return (
      <PageError title="The review list could not be loaded" onRetry={() => void queue.refetch()} />
    );
  }
  const failed = act.isError && (
    <Alert color="red" data-testid="review-failed">
      That did not go through: the entry is back in the list. Try again.
    </Alert>
  );
  if (queue.data.rows.length === 0) {
    return (
      failed || (
        <EmptyState
          title="Nothing to review"
          text={
            channel
              ? 'Reported posts and responses and join requests appear here.'
              : 'Reported posts and responses and join requests of the channels you admin appear here.'
          }
        />
      )
    );
  }
  return (
    <Stack gap="sm">
      {failed}
      {queue.data.rows.map((item) => (
        <ReviewItem
          key={`${item.type}:${item._id}`}
          item={item}
          showChannel={!channel}
          onDecide={(decision) => act.mutate({ ...item, decision })}
        />
      ))}
    </Stack>
  );
}
