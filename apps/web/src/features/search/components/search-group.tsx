import { Group, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { search } from '@portal/contract';
import { LoadMoreLink } from '../../../shared/ui/load-more';
import { useSearchKind } from '../api/search';
import { pagesParamOf } from '../lib/search-address';
import { SearchResultItem } from './search-result';
import classes from './search.module.css';
import { TitledSection } from '../../../shared/ui/titled-section';

/** One kind's results under its label and total, with "More results" while it has more. */
export function SearchGroupSection({
  q,
  group,
  groupsUpdatedAt,
}: {
  q: string;
  group: search.SearchGroup;
  groupsUpdatedAt: number;
}) {
  const { list, results } = useSearchKind(q, group, groupsUpdatedAt);
  const label = search.SEARCH_KIND_LABELS[group.kind];
  const headingId = `search-group-${group.kind}`;
  return (
    <TitledSection
      headingId={headingId}
      title={label}
      testId={`search-group-${group.kind}`}
      aside={
        <Text size="sm" c="dimmed">
          {group.total === 1 ? '1 result' : `${group.total} results`}
        </Text>
      }
    >
      <ul className={classes.results}>
        {results.map((result) => (
          <SearchResultItem key={`${result.kind}:${result.id}`} result={result} />
        ))}
      </ul>
      {list.hasNextPage && (
        <Group justify="center" mt="md">
          <LoadMoreLink list={list} param={pagesParamOf(group.kind)} size="xs">
            More results<VisuallyHidden> in {label}</VisuallyHidden>
          </LoadMoreLink>
        </Group>
      )}
    </TitledSection>
  );
}
