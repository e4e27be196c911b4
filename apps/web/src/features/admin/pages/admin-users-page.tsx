import { Badge, Stack, Title } from '@mantine/core';
import { londonClock, shortDate, users, type users as u } from '@portal/contract';
import { STATUS_TONES } from '../../../shared/ui/status-tones';
import { useAdminList } from '../api/admin-list';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { useAdminListParams } from '../lib/use-admin-list-params';

const columns: AdminColumn<u.AdminUser>[] = [
  {
    key: 'name',
    header: 'Name',
    cell: (user) =>
      user.deleted
        ? 'Deleted user'
        : `${user.title ? `${user.title} ` : ''}${user.firstName} ${user.lastName}`,
  },
  { key: 'email', header: 'E-mail', cell: (user) => (user.deleted ? '—' : user.email) },
  { key: 'role', header: 'Role', cell: (user) => user.roleName || '—', desktopOnly: true },
  {
    key: 'status',
    header: 'Status',
    cell: (user) => <UserStatus user={user} />,
  },
  {
    key: 'joined',
    header: 'Joined',
    cell: (user) => shortDate(londonClock(user.createdAt)),
    desktopOnly: true,
  },
];

function UserStatus({ user }: { user: u.AdminUser }) {
  if (user.deleted) return <Badge color="gray">Deleted</Badge>;
  if (user.registrationStep !== 'done')
    return (
      <Badge color={STATUS_TONES.waiting} variant="light">
        Sign-up unfinished
      </Badge>
    );
  return user.isSelfCertificated ? (
    <Badge color={STATUS_TONES.good} variant="light">
      Self-certified
    </Badge>
  ) : (
    <Badge color="blue" variant="light">
      Active
    </Badge>
  );
}

/** The admin user list (SPEC §1, `user/admin/list`): every account, searchable, paged. */
export function AdminUsersPage() {
  const { search, limit, skip } = useAdminListParams();
  const list = useAdminList(users.listUsersForAdmin, {
    query: { limit, skip, ...(search ? { search } : {}) },
  });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Users
      </Title>
      <AdminTable
        label="Users"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(user) => user._id}
        rowHref={(user) => `/admin/users/${user._id}`}
        searchLabel="Search users"
        emptyTitle="No users yet"
        fetching={list.isFetching}
      />
    </Stack>
  );
}
