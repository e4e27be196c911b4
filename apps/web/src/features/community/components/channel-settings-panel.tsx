import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import type { community } from '@portal/contract';
import { useChannelSettings } from '../api/channel-action';

/** Channel admins: whether members may post anonymously. */
export function ChannelSettingsPanel({ channel }: { channel: community.Channel }) {
  const settings = useChannelSettings();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          Settings
        </Title>
        <Switch
          label="Allow anonymous posts"
          description="Members may post without their name. Site admins can still see who wrote a post."
          checked={settings.isPending ? settings.variables.allowAnonymous : channel.allowAnonymous}
          disabled={settings.isPending}
          onChange={(e) =>
            settings.mutate({ channelId: channel._id, allowAnonymous: e.currentTarget.checked })
          }
        />
        <Text size="xs" c="dimmed">
          Posts already written keep the way they were posted.
        </Text>
      </Stack>
    </Paper>
  );
}
