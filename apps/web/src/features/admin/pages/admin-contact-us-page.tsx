import { Stack, Text, Title } from '@mantine/core';
import { londonClock, shortDateTime, users, type users as u } from '@portal/contract';
import { useAdminList } from '../api/admin-list';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { useAdminListParams } from '../lib/use-admin-list-params';

const columns: AdminColumn<u.ContactMessage>[] = [
  { key: 'name', header: 'Name', cell: (m) => m.name },
  { key: 'email', header: 'E-mail', cell: (m) => m.email },
  { key: 'phone', header: 'Phone', cell: (m) => m.phone ?? '—', desktopOnly: true },
  { key: 'subject', header: 'Subject', cell: (m) => m.subject },
  {
    key: 'message',
    header: 'Message',
    cell: (m) => (
      <Text size="sm" lineClamp={2} maw={360}>
        {m.message}
      </Text>
    ),
    desktopOnly: true,
  },
  { key: 'received', header: 'Received', cell: (m) => shortDateTime(londonClock(m.createdAt)) },
];

/**
 * The contact-us user list (SPEC §1, `user/contactUs/list`): who wrote through the contact form
 * and what, newest first; a message from a member links to their account.
 */
export function AdminContactUsPage() {
  const { search, limit, skip } = useAdminListParams();
  const list = useAdminList(users.listContactMessages, {
    query: { limit, skip, ...(search ? { search } : {}) },
  });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Contact-us users
      </Title>
      <AdminTable
        label="Contact-us messages"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(m) => m._id}
        rowHref={(m) => (m.userId ? `/admin/users/${m.userId}` : '')}
        searchLabel="Search messages"
        emptyTitle="No messages yet"
        fetching={list.isFetching}
      />
    </Stack>
  );
}
