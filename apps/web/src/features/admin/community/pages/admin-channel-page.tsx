import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { community, type community as c } from '@portal/contract';
import { ConfirmButton } from '../../components/confirm-button';
import { useContentChange, useContentItem } from '../../catalogue/api/admin-content';
import { FormSkeleton } from '../../catalogue/components/content-editor';
import { ChannelStateBadge } from '../components/channel-state-badge';
import { ChannelAdminsPanel } from '../components/channel-admins-panel';
import { ChannelForm } from '../components/channel-form';

const LIST = '/admin/channels';

/** Archive (asked first) or restore: what members can still reach of the channel. */
function ArchiveControl({ channel }: { channel: c.AdminChannel }) {
  const params = { params: { id: channel._id } };
  const archive = useContentChange(community.adminArchiveChannel, () => params);
  const restore = useContentChange(community.adminRestoreChannel, () => params);
  if (channel.archivedAt) {
    return (
      <Group gap="sm">
        <ChannelStateBadge archivedAt={channel.archivedAt} />
        <Button
          variant="light"
          loading={restore.isPending}
          onClick={() => restore.mutate(undefined)}
        >
          Restore
        </Button>
      </Group>
    );
  }
  return (
    <Group gap="sm">
      <ChannelStateBadge archivedAt={null} />
      <ConfirmButton
        label="Archive"
        title={`Archive “${channel.name}”?`}
        text="It leaves every member’s list and nobody can post in it. Its posts and members are kept, and you can restore it."
        disabled={archive.isPending}
        onConfirm={() => archive.mutate(undefined)}
      />
    </Group>
  );
}

/**
 * A channel's page in the admin area (issue 48): `/admin/channels/new` makes one; an existing one
 * is edited, archived or restored, and its admins appointed or removed.
 */
export function AdminChannelPage() {
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const isNew = id === 'new';
  const item = useContentItem('channel', community.adminGetChannel, id);
  const create = useContentChange(community.adminCreateChannel, (body: c.CreateChannelBody) => ({
    body,
  }));
  const update = useContentChange(community.adminUpdateChannel, (body: c.CreateChannelBody) => ({
    params: { id },
    body,
  }));
  const channel = item.data;

  let body: ReactNode;
  if (isNew) {
    body = (
      <ChannelForm
        channel={null}
        onSubmit={async (b) => {
          const made = await create.mutateAsync(b);
          void navigate(`${LIST}/${made._id}`, { replace: true });
        }}
      />
    );
  } else if (item.isError) {
    body = <Text c="dimmed">This channel could not be loaded; it may not exist.</Text>;
  } else if (!channel) {
    body = <FormSkeleton />;
  } else {
    body = (
      <Stack gap="lg">
        <ArchiveControl channel={channel} />
        <div key={channel.updatedAt}>
          <ChannelForm
            channel={channel}
            onSubmit={async (b) => {
              await update.mutateAsync(b);
            }}
          />
        </div>
        <ChannelAdminsPanel channelId={channel._id} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Anchor component={Link} to={LIST} size="sm">
        ← Back to the list
      </Anchor>
      <Title order={1} fz="h2">
        {isNew ? 'New channel' : 'Edit channel'}
      </Title>
      {body}
    </Stack>
  );
}
