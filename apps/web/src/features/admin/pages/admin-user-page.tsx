import type { ReactNode } from 'react';
import { useNavigate, useParams } from 'react-router';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { londonClock, longDate, longDateTime, type users } from '@portal/contract';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { useDocumentTitle } from '../../../shared/navigation/page-title';
import { useAdminUser, useDeleteAdminUser, useRoles, useUpdateAdminUser } from '../api/admin-users';
import { DeleteButton } from '../components/delete-button';
import { ConfirmButton } from '../components/confirm-button';
import { UserAccessForm } from '../components/user-access-form';
import { STATUS_TONES } from '../../../shared/ui/status-tones';

const day = (iso: string | null) => (iso ? longDate(londonClock(iso)) : '—');

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{children || '—'}</Text>
    </div>
  );
}

/**
 * One account for an admin (`/admin/users/:id`): sign-up details and registration number; role
 * and modules; reset self-certification; deactivate or reactivate; delete (anonymise). One's own
 * account shows, but its controls are off (the server refuses them too).
 */
export function AdminUserPage() {
  const { id = '' } = useParams();
  const me = useSessionStore((s) => s.user?._id);
  const navigate = useNavigate();
  const user = useAdminUser(id);
  const roles = useRoles();
  const update = useUpdateAdminUser(id);
  const remove = useDeleteAdminUser(id);
  const u = user.data;
  useDocumentTitle(u ? `${u.firstName} ${u.lastName}` : undefined);

  if (!u) {
    return (
      <Stack gap="md" data-testid="admin-user-loading">
        <Skeleton height={32} width="40%" />
        <Skeleton height={160} />
        <Skeleton height={120} />
      </Stack>
    );
  }
  const own = me?.toLowerCase() === u._id.toLowerCase();
  const locked = own || u.deleted;

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <div>
          <Anchor component={Link} to="/admin/users" size="sm">
            All users
          </Anchor>
          <Title order={1} fz="h2">
            {u.deleted
              ? 'Deleted user'
              : `${u.title ? `${u.title} ` : ''}${u.firstName} ${u.lastName}`}
          </Title>
          <Group gap="xs" mt={4}>
            <Badge variant="light">{u.role.name}</Badge>
            {u.deleted && <Badge color="gray">Deleted</Badge>}
            {u.deactivatedAt && <Badge color="red">Deactivated</Badge>}
            {u.isSelfCertificated && (
              <Badge color={STATUS_TONES.good} variant="light">
                Self-certified
              </Badge>
            )}
          </Group>
        </div>
      </Group>
      {own && (
        <Alert color="blue" title="Your own account">
          Another admin changes your role, modules or standing.
        </Alert>
      )}

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="signup-details">
        <Title order={2} size="h4" id="signup-details" mb="sm">
          Sign-up details
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm">
          <Detail label="E-mail">{u.deleted ? '—' : u.email}</Detail>
          <Detail label="Registration number">{u.registrationNumber}</Detail>
          <Detail label="Speciality">{u.speciality?.name}</Detail>
          <Detail label="Contact number">{u.contactNumber}</Detail>
          <Detail label="Postcode">{u.postcode}</Detail>
          <Detail label="Clinics">{u.clinics.map((c) => `${c.name}, ${c.town}`).join('; ')}</Detail>
          <Detail label="Joined">{day(u.createdAt)}</Detail>
          <Detail label="E-mail verified">{day(u.emailVerifiedAt)}</Detail>
          <Detail label="Sign-up">
            {u.registrationStep === 'done' ? 'Finished' : `At step: ${u.registrationStep}`}
          </Detail>
          <Detail label="Self-certified">
            {u.selfCertifiedAt ? longDateTime(londonClock(u.selfCertifiedAt)) : 'No'}
          </Detail>
          <Detail label="Deactivated">
            {u.deactivatedAt ? longDateTime(londonClock(u.deactivatedAt)) : 'No'}
          </Detail>
        </SimpleGrid>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="access">
        <Title order={2} size="h4" id="access" mb="sm">
          Role and modules
        </Title>
        <UserAccessForm
          key={`${u.role._id}:${u.modules.join()}`}
          initial={{ roleId: u.role._id, modules: u.modules }}
          roles={roles.data ?? []}
          disabled={locked}
          saving={update.isPending}
          onSave={(change) => update.mutate(change)}
        />
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="standing">
        <Title order={2} size="h4" id="standing" mb="sm">
          Account
        </Title>
        <Group gap="sm">
          <ConfirmButton
            label="Reset self-certification"
            title="Reset self-certification?"
            text="They must declare again before they can see Products."
            disabled={locked || !u.isSelfCertificated}
            onConfirm={() => update.mutate({ resetSelfCertification: true })}
          />
          {u.deactivatedAt ? (
            <Button
              variant="default"
              disabled={locked}
              onClick={() => update.mutate({ active: true })}
            >
              Reactivate
            </Button>
          ) : (
            <ConfirmButton
              label="Deactivate"
              title="Deactivate this account?"
              text="They are logged out everywhere and cannot log in until an admin reactivates the account."
              color="orange"
              disabled={locked}
              onConfirm={() => update.mutate({ active: false })}
            />
          )}
          {!locked && (
            <DeleteButton
              what="this account"
              label="Delete account"
              text="Their personal details are removed and they cannot log in; their posts stay, shown as from a deleted user. This cannot be undone."
              loading={remove.isPending}
              onConfirm={() =>
                remove.mutate(undefined, { onSuccess: () => void navigate('/admin/users') })
              }
            />
          )}
        </Group>
      </Paper>
      <UserHistoryLink user={u} />
    </Stack>
  );
}

function UserHistoryLink({ user }: { user: users.AdminUserDetail }) {
  return (
    <Anchor component={Link} to={`/admin/audit?entity=user&entityId=${user._id}`} size="sm">
      This account’s changes in the audit
    </Anchor>
  );
}
