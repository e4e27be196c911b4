import { Badge, Button, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/NavLink.layer.css';
import { Link } from 'react-router';
import type { news } from '@portal/contract';
import classes from './news.module.css';

interface CategoryFilterProps {
  categories: news.CategoryWithCount[] | undefined;
  loading: boolean;
  /** The chosen category, or null for every article. */
  value: string | null;
  /** The query string of the feed of a category (null: every article), as `?category=` names it. */
  searchOf: (categoryId: string | null) => string;
  /** A vertical list beside the feed, or a row of chips above it (mobile). */
  variant: 'list' | 'chips';
}

/**
 * Category choice with each category's article count; "All articles" clears it. Each category is
 * a link to its feed's address, so a press before the page's scripts arrive works too: the
 * server renders that category's articles.
 */
export function CategoryFilter({
  categories,
  loading,
  value,
  searchOf,
  variant,
}: CategoryFilterProps) {
  const to = (id: string | null) => ({ search: searchOf(id) });
  const total = categories?.reduce((n, c) => n + c.articleCount, 0) ?? 0;
  const options = [
    { id: null, name: 'All articles', count: total },
    ...(categories ?? []).map((c) => ({ id: c._id, name: c.name, count: c.articleCount })),
  ];

  if (loading) {
    return variant === 'list' ? (
      <Stack gap={6} data-testid="category-skeleton">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} height={30} />
        ))}
      </Stack>
    ) : (
      <div className={classes.chips} data-testid="category-skeleton">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} height={30} width={110} radius="xl" style={{ flex: 'none' }} />
        ))}
      </div>
    );
  }

  if (variant === 'chips') {
    return (
      <div className={classes.chips} role="group" aria-label="Categories">
        {options.map((o) => (
          <Button
            key={o.id ?? 'all'}
            component={Link}
            to={to(o.id)}
            replace
            preventScrollReset
            aria-current={value === o.id ? 'true' : undefined}
            variant={value === o.id ? 'light' : 'default'}
            radius="xl"
            size="compact-sm"
            style={{ flex: 'none' }}
          >
            {o.name} ({o.count})
          </Button>
        ))}
      </div>
    );
  }

  return (
    <nav aria-label="Categories">
      <Text fw={700} size="sm" mb="xs">
        Categories
      </Text>
      <div className={classes.categoryList}>
        {options.map((o) => (
          <NavLink
            key={o.id ?? 'all'}
            component={Link}
            to={to(o.id)}
            replace
            preventScrollReset
            label={o.name}
            active={value === o.id}
            aria-current={value === o.id ? 'true' : undefined}
            rightSection={
              <Badge
                size="sm"
                variant={value === o.id ? 'filled' : 'light'}
                color="gray"
                circle={false}
              >
                {o.count}
              </Badge>
            }
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </div>
    </nav>
  );
}
