import { Link } from 'react-router';
import { Button, Select, Stack, Switch, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { IconPlus } from '@tabler/icons-react';
import { community, type community as c } from '@portal/contract';
import { useAdminList } from '../../api/admin-list';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { useAdminListParams } from '../../lib/use-admin-list-params';
import { ChannelStateBadge } from '../components/channel-state-badge';
import { KIND_LABELS, VISIBILITY_LABELS } from '../lib/channel-labels';

const columns: AdminColumn<c.AdminChannel>[] = [
  { key: 'name', header: 'Name', cell: (ch) => ch.name },
  { key: 'kind', header: 'Shows in', cell: (ch) => KIND_LABELS[ch.kind].label },
  {
    key: 'visibility',
    header: 'Access',
    cell: (ch) => VISIBILITY_LABELS[ch.visibility].label,
    desktopOnly: true,
  },
  { key: 'members', header: 'Members', cell: (ch) => ch.memberCount, desktopOnly: true },
  { key: 'admins', header: 'Admins', cell: (ch) => ch.adminCount, desktopOnly: true },
  {
    key: 'state',
    header: 'State',
    cell: (ch) => <ChannelStateBadge archivedAt={ch.archivedAt} />,
  },
];

/**
 * Community and Education forums' channels as site admins run them (issue 48): search, the
 * section filter, archived ones shown on demand (and marked), and "New channel".
 */
export function AdminChannelsPage() {
  const params = useAdminListParams();
  const kind = params.filter('kind') as c.ChannelKind | '';
  const archived = params.filter('archived') === 'true';
  const list = useAdminList(community.adminListChannels, {
    query: {
      limit: params.limit,
      skip: params.skip,
      ...(params.search ? { search: params.search } : {}),
      ...(kind ? { kind } : {}),
      ...(archived ? { archived: true } : {}),
    },
  });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Channels
      </Title>
      <AdminTable
        label="Channels"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(ch) => ch._id}
        rowHref={(ch) => `/admin/channels/${ch._id}`}
        searchLabel="Search channels"
        emptyTitle="No channels yet"
        fetching={list.isFetching}
        toolbar={
          <>
            <Select
              aria-label="Shows in"
              placeholder="Every section"
              size="sm"
              w={190}
              clearable
              data={community.CHANNEL_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k].label }))}
              value={kind || null}
              onChange={(v) => params.setFilter('kind', v ?? '')}
            />
            <Switch
              label="Show archived"
              checked={archived}
              onChange={(e) => params.setFilter('archived', e.currentTarget.checked ? 'true' : '')}
            />
            <Button
              component={Link}
              to="/admin/channels/new"
              leftSection={<IconPlus size={16} aria-hidden />}
            >
              New channel
            </Button>
          </>
        }
      />
    </Stack>
  );
}
