import { Stack, Title } from '@mantine/core';
import { community } from '@portal/contract';
import { useAdminList } from '../api/admin-list';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { moderationLogRow } from '../lib/moderation-log';
import { useAdminListParams } from '../lib/use-admin-list-params';

type Entry = community.ModerationLogEntry;

const columns: AdminColumn<Entry>[] = [
  { key: 'when', header: 'When', cell: (e) => moderationLogRow(e).when },
  { key: 'action', header: 'Action', cell: (e) => moderationLogRow(e).action },
  { key: 'who', header: 'Who', cell: (e) => moderationLogRow(e).who },
  { key: 'what', header: 'What', cell: (e) => moderationLogRow(e).what, desktopOnly: true },
];

/**
 * The community's moderation log (SPEC §7 `community/moderation/log`): every moderator's action
 * and every automatic hide, newest first, a page at a time. Read only.
 */
export function AdminModerationLogPage() {
  const params = useAdminListParams();
  const list = useAdminList(community.getModerationLog, {
    query: { limit: params.limit, skip: params.skip },
  });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Moderation log
      </Title>
      <AdminTable
        label="Moderation log"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(e) => e._id}
        emptyTitle="No moderation yet"
        fetching={list.isFetching}
      />
    </Stack>
  );
}
