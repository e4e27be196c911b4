import { useLocation } from 'react-router';
import { Group, Paper, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { fullNameOf, roleNameOf } from '../../../shared/session/session-store';
import { UserAvatar } from '../../../shared/ui/user-avatar';
import { useProfile } from '../api/profile';
import { BiographyForm } from '../components/biography-form';
import { ChangePasswordForm } from '../components/change-password-form';
import { DeleteAccount } from '../components/delete-account';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { ProfileImage } from '../components/profile-image';
import { WorkplacesPanel } from '../components/workplaces-panel';
import { PROFILE_TABS, pathOfTab, tabOfPath } from '../lib/profile-tabs';

function ProfileSkeleton() {
  return (
    <Stack aria-busy data-testid="profile-loading">
      <Skeleton height={140} radius="md" />
      <Skeleton height={260} radius="md" />
    </Stack>
  );
}

/** /profile with Details, Biography and Work tabs; the tab follows the route. */
export function ProfilePage() {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const tab = tabOfPath(pathname);
  const { data: profile } = useProfile();

  return (
    <Stack maw={1000} mx="auto" w="100%">
      <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
        {profile ? (
          <Group wrap="nowrap">
            <UserAvatar user={profile} size={64} />
            <Stack gap={0} miw={0}>
              <Title order={1} fz="h3" data-testid="profile-name">
                {[profile.title, fullNameOf(profile)].filter(Boolean).join(' ')}
              </Title>
              <Text c="dimmed" size="sm" truncate>
                {[roleNameOf(profile), profile.speciality?.name].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          </Group>
        ) : (
          <Skeleton height={64} />
        )}
      </Paper>
      <Tabs
        value={tab}
        onChange={(value) => {
          const next = PROFILE_TABS.find((t) => t.value === value);
          if (next) navigate(pathOfTab(next.value));
        }}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {PROFILE_TABS.map((t) => (
            <Tabs.Tab key={t.value} value={t.value}>
              {t.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="details">
          {profile ? (
            <Stack>
              <ProfileImage profile={profile} />
              <ProfileDetailsForm profile={profile} />
              <ChangePasswordForm />
              <DeleteAccount userId={profile._id} />
            </Stack>
          ) : (
            <ProfileSkeleton />
          )}
        </Tabs.Panel>
        <Tabs.Panel value="biography">
          {profile ? <BiographyForm profile={profile} /> : <ProfileSkeleton />}
        </Tabs.Panel>
        <Tabs.Panel value="work">
          <WorkplacesPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
