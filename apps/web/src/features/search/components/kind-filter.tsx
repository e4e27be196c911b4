import { Button } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { search } from '@portal/contract';
import { kindsSearch, toggledKindSearch } from '../lib/search-address';
import classes from './search.module.css';

/**
 * The kinds filter: "All" and one link per kind that matched (with its total), each the address
 * of the results with that kind added to or taken out of `?kinds=`; a press before the page's
 * scripts arrive works the same (decision 150).
 */
export function KindFilter({
  groups,
  chosen,
}: {
  groups: readonly search.SearchGroup[];
  chosen: readonly search.SearchKind[];
}) {
  const [params] = useSearchParams();
  const chip = (key: string, to: string, current: boolean, text: string) => (
    <Button
      key={key}
      component={Link}
      to={to}
      replace
      preventScrollReset
      aria-current={current ? 'true' : undefined}
      variant={current ? 'light' : 'default'}
      radius="xl"
      size="compact-sm"
      style={{ flex: 'none' }}
    >
      {text}
    </Button>
  );
  const total = groups.reduce((n, g) => n + g.total, 0);
  return (
    <nav aria-label="Filter by kind" className={classes.kinds}>
      {chip('all', kindsSearch(params, []), chosen.length === 0, `All (${total})`)}
      {groups.map((g) =>
        chip(
          g.kind,
          toggledKindSearch(params, g.kind),
          chosen.includes(g.kind),
          `${search.SEARCH_KIND_LABELS[g.kind]} (${g.total})`,
        ),
      )}
    </nav>
  );
}
