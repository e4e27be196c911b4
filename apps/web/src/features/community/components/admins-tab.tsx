import { Anchor, Badge, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSessionStore } from '../../../shared/session/session-store';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { LoadMoreLink } from '../../../shared/ui/load-more';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import { useAdmins } from '../api/people';
import { EmptyState } from '../../../shared/ui/empty-state';
import { MessageButton } from './message-button';
import { PersonRow } from './person-row';

/** The Admins tab: the site's admins and the channels' admins, each contactable. */
export function AdminsTab() {
  const [search, setSearch] = useSearchParam();
  const meId = useSessionStore((s) => s.user?._id);
  const admins = useAdmins(search);
  const rows = admins.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <Stack gap="md">
      <AddressSearchBox term={search} onSearch={setSearch} label="Search admins" />
      {admins.isPending ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" data-testid="admins-loading">
            {Array.from({ length: 4 }, (_, i) => (
              <Skeleton key={i} height={48} />
            ))}
          </Stack>
        </Paper>
      ) : rows.length === 0 ? (
        <EmptyState title="No admins found" text="Try another name." />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="md" data-testid="admins">
            {rows.map((a) => (
              <PersonRow
                key={a._id}
                person={a}
                subtitle={
                  <Group gap={4} wrap="wrap">
                    {a.isSiteAdmin && (
                      <Badge size="xs" variant="filled">
                        Site admin
                      </Badge>
                    )}
                    <Text span size="xs" c="dimmed">
                      {a.roleName}
                    </Text>
                    {a.channels.map((c) => (
                      <Anchor
                        key={c._id}
                        component={Link}
                        to={`/community/detail/${c._id}`}
                        size="xs"
                      >
                        {c.name}
                      </Anchor>
                    ))}
                  </Group>
                }
                actions={a._id !== meId ? <MessageButton person={a} /> : undefined}
              />
            ))}
            {admins.hasNextPage && (
              <LoadMoreLink list={admins} size="xs">
                Load more
              </LoadMoreLink>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
