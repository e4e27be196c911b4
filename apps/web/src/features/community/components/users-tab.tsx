import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { LoadMoreLink } from '../../../shared/ui/load-more';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import { usePeople, useStarredUsers, useStarUser } from '../api/people';
import { EmptyState } from '../../../shared/ui/empty-state';
import { InitialFilter, initialOf } from './initial-filter';
import { MessageButton } from './message-button';
import { PersonRow } from './person-row';
import { StarButton } from './star-button';

/**
 * The Users tab, the people directory: search by name, the A–Z filter on the first letter of the
 * first name (asked of the server, and named in the address: `?initial=O`), online dots, a star
 * per person and 'Message' into a direct chat.
 */
export function UsersTab() {
  const [search, setSearch] = useSearchParam();
  const letter = initialOf(useSearchParams()[0]);
  // The letter is filtered on the server: every letter can be picked, since the pages loaded
  // so far cannot tell which letters the directory has.
  const people = usePeople(search, letter);
  const starred = useStarredUsers();
  const star = useStarUser();
  const shown = useMemo(() => people.data?.pages.flatMap((p) => p.rows) ?? [], [people.data]);
  const starredIds = new Set((starred.data ?? []).map((s) => s.targetId));
  const isStarred = (id: string) =>
    star.isPending && star.variables.userId === id ? star.variables.starred : starredIds.has(id);

  return (
    <Stack gap="md">
      <AddressSearchBox term={search} onSearch={setSearch} label="Search people" />
      <InitialFilter value={letter} />
      {people.isPending ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" data-testid="people-loading">
            {Array.from({ length: 6 }, (_, i) => (
              <Group key={i} gap="sm">
                <Skeleton height={40} circle />
                <Skeleton height={14} width="40%" />
              </Group>
            ))}
          </Stack>
        </Paper>
      ) : shown.length === 0 ? (
        <EmptyState
          title="No people found"
          text={letter ? `Nobody’s first name starts with ${letter}.` : 'Try another name.'}
        />
      ) : (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm" data-testid="people">
            <Text size="sm" c="dimmed" aria-live="polite">
              {shown.length === 1 ? '1 person' : `${shown.length} people`}
            </Text>
            {shown.map((p) => {
              const name = `${p.firstName} ${p.lastName}`;
              return (
                <PersonRow
                  key={p._id}
                  person={p}
                  subtitle={p.roleName}
                  actions={
                    <>
                      <StarButton
                        name={name}
                        starred={isStarred(p._id)}
                        onToggle={(next) => star.mutate({ userId: p._id, starred: next })}
                      />
                      <MessageButton person={p} />
                    </>
                  }
                />
              );
            })}
            {people.hasNextPage && (
              <LoadMoreLink list={people} size="xs">
                Load more
              </LoadMoreLink>
            )}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
