import { useEffect, type ReactNode } from 'react';
import { Group, Stack, Tabs, Title } from '@mantine/core';
import '@mantine/core/styles/Tabs.layer.css';
import { useLocation } from 'react-router';
import { useAppNavigate } from '../../../shared/navigation/use-app-navigate';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { LinkTab } from '../../../shared/ui/link-tab';
import { useCommunityLive } from '../api/use-community-live';
import { AdminsTab } from '../components/admins-tab';
import { ForumsTab } from '../components/forums-tab';
import { ReviewDrawerButton } from '../components/review-drawer';
import { UserPostsTab } from '../components/user-posts-tab';
import { UsersTab } from '../components/users-tab';
import { useCommunityStore } from '../lib/community-store';
import { COMMUNITY_TABS, isCommunityTab, pathOfTab, tabOfPath } from '../lib/community-tabs';

/**
 * /communities and its aliases: Forums, User posts, Users and Admins. An alias opens its tab and
 * the community store remembers it (bare /communities shows the remembered one); picking a tab goes to
 * its alias, so Back and links follow the tabs. Reviewers get 'Review (N)' in the header: one
 * review list across their channels, in a drawer.
 */
export function CommunitiesPage() {
  const { pathname } = useLocation();
  const navigate = useAppNavigate();
  const mobile = useIsMobile();
  const stored = useCommunityStore((s) => s.communityTab);
  const setCommunityTab = useCommunityStore((s) => s.setCommunityTab);
  const fromRoute = tabOfPath(pathname);
  const tab = fromRoute ?? stored;
  useCommunityLive();

  useEffect(() => {
    if (fromRoute && fromRoute !== stored) setCommunityTab(fromRoute);
  }, [fromRoute, stored, setCommunityTab]);

  const panels: Record<string, ReactNode> = {
    forums: <ForumsTab />,
    userposts: <UserPostsTab />,
    users: <UsersTab />,
    admins: <AdminsTab />,
  };

  return (
    <Stack gap="md" data-testid="communities-page">
      <Group justify={mobile ? 'flex-end' : 'space-between'} align="center">
        {!mobile && (
          <Title order={1} fz="h2">
            Community
          </Title>
        )}
        <ReviewDrawerButton />
      </Group>
      <Tabs
        value={tab}
        onChange={(value) => {
          if (!isCommunityTab(value)) return;
          setCommunityTab(value);
          navigate(pathOfTab(value));
        }}
        keepMounted={false}
      >
        <Tabs.List grow={mobile}>
          {COMMUNITY_TABS.map((t) => (
            <LinkTab key={t.value} value={t.value} to={t.path}>
              {t.label}
            </LinkTab>
          ))}
        </Tabs.List>
        {COMMUNITY_TABS.map((t) => (
          <Tabs.Panel key={t.value} value={t.value} pt="md">
            {panels[t.value]}
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
