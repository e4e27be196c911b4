import { Button, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { search } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useSearchParam } from '../../../shared/navigation/use-search-param';
import { EmptyState } from '../../../shared/ui/empty-state';
import { AddressSearchBox } from '../../../shared/ui/search-box';
import { useSearchGroups } from '../api/search';
import { KindFilter } from '../components/kind-filter';
import { SEARCH_FIELD_ID } from '../components/header-search';
import { SearchGroupSection } from '../components/search-group';
import { SearchResultsSkeleton } from '../components/search-result';
import { kindsSearch, QUERY_PARAM, searchAddressOf } from '../lib/search-address';
import { RetryAlert } from '../../../shared/ui/retry-alert';

const byKindOrder = (a: search.SearchGroup, b: search.SearchGroup) =>
  search.SEARCH_KINDS.indexOf(a.kind) - search.SEARCH_KINDS.indexOf(b.kind);

/**
 * /search?q=…&kinds=…: one search across the portal. The term and the kinds are in the address
 * (the header's form opens it; Back from a result comes back to the same results); the results
 * come grouped by kind, each group with its total and "More results". The server answers only
 * the kinds the reader may read, so the page shows what comes.
 */
export function SearchPage() {
  const mobile = useIsMobile();
  const [params] = useSearchParams();
  const [, setTerm] = useSearchParam(QUERY_PARAM);
  const { q, kinds } = searchAddressOf(params);
  const groups = useSearchGroups(q);

  const found = (groups.data ?? []).filter((g) => g.total > 0).sort(byKindOrder);
  const inFilter = (g: search.SearchGroup) => kinds.length === 0 || kinds.includes(g.kind);
  const shown = found.filter(inFilter);
  const total = shown.reduce((n, g) => n + g.total, 0);

  return (
    <Stack gap="md">
      <div>
        <Title order={1} fz={mobile ? 'h3' : 'h2'}>
          Search
        </Title>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="search-summary">
          {q && groups.isSuccess
            ? `${total === 1 ? '1 result' : `${total} results`} for “${q}”`
            : '\u00a0'}
        </Text>
      </div>
      <AddressSearchBox
        param={QUERY_PARAM}
        term={q}
        onSearch={setTerm}
        label="Search"
        placeholder="Search articles, posts, education, products and people..."
        id={SEARCH_FIELD_ID}
      />
      {q === '' ? (
        <EmptyState
          title="Search the portal"
          text="Find articles, community posts, education, products and people by the words they use."
        />
      ) : groups.isError ? (
        <RetryAlert
          title="Search results could not be loaded"
          onRetry={() => void groups.refetch()}
        />
      ) : groups.isPending ? (
        <SearchResultsSkeleton />
      ) : (
        <>
          {found.length > 0 && <KindFilter groups={found} chosen={kinds} />}
          {shown.length === 0 ? (
            <EmptyState
              title="No results found"
              text={
                found.length > 0
                  ? `Nothing of the kinds chosen matches “${q}”.`
                  : `Nothing matches “${q}”. Try other words.`
              }
              action={
                found.length > 0 ? (
                  <Button component={Link} to={kindsSearch(params, [])} replace variant="light">
                    Show every kind
                  </Button>
                ) : undefined
              }
            />
          ) : (
            <Stack gap="md" data-testid="search-results">
              {shown.map((group) => (
                <SearchGroupSection
                  key={`${q}:${group.kind}`}
                  q={q}
                  group={group}
                  groupsUpdatedAt={groups.dataUpdatedAt}
                />
              ))}
            </Stack>
          )}
        </>
      )}
    </Stack>
  );
}
