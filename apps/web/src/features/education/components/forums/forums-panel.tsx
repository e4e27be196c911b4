import { Anchor, Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconMessages, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { abbreviateNumber, type community } from '@portal/contract';
import { LoadMoreLink } from '../../../../shared/ui/load-more';
import { useEducationForums, useHasForums } from '../../api/get-education-forums';
import classes from '../education.module.css';
import { EmptyState } from '../../../../shared/ui/empty-state';

function ForumCard({ channel }: { channel: community.Channel }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="forum-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor
            component={Link}
            to={`/community/detail/${channel._id}`}
            fw={700}
            lineClamp={1}
            className={classes.title}
          >
            {channel.name}
          </Anchor>
          <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
            {channel.visibility === 'private' ? 'Private' : 'Open'}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ flex: 1 }}>
          {channel.description}
        </Text>
        <Group gap="md">
          <Group gap={4} wrap="nowrap">
            <IconUsers size={16} aria-hidden />
            <Text size="sm">
              {abbreviateNumber(channel.memberCount)}{' '}
              {channel.memberCount === 1 ? 'member' : 'members'}
            </Text>
          </Group>
          <Group gap={4} wrap="nowrap">
            <IconMessages size={16} aria-hidden />
            <Text size="sm">
              {abbreviateNumber(channel.postCount)} {channel.postCount === 1 ? 'post' : 'posts'}
            </Text>
          </Group>
        </Group>
      </Stack>
    </Card>
  );
}

/** The Forums tab: the community's education channels, opened on the community's own pages. */
export function ForumsPanel({ search }: { search: string }) {
  const allowed = useHasForums();
  const forums = useEducationForums(search);
  const rows = forums.data?.pages.flatMap((p) => p.rows) ?? [];
  const total = forums.data?.pages[0]?.total ?? 0;

  if (!allowed)
    return (
      <EmptyState
        title="Forums are not part of your account"
        text="The education forums are community channels; your administrator can add the Community module."
      />
    );
  if (forums.isPending)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={120} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (forums.isError)
    return <EmptyState title="The forums could not be loaded" text="Try again in a moment." />;
  if (rows.length === 0)
    return (
      <EmptyState
        title={search ? 'No forums match' : 'No education forums yet'}
        text={search ? 'Try another search.' : undefined}
      />
    );
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 1 ? '1 forum' : `${total} forums`}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {rows.map((c) => (
          <ForumCard key={c._id} channel={c} />
        ))}
      </SimpleGrid>
      {forums.hasNextPage && (
        <LoadMoreLink list={forums} style={{ alignSelf: 'center' }}>
          Load more
        </LoadMoreLink>
      )}
    </Stack>
  );
}
