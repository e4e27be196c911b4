import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Box, Group, Pagination, Skeleton, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Pagination.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { EmptyState } from '../../../shared/ui/empty-state';
import { SearchBox } from '../../../shared/ui/search-box';
import { useAdminListParams } from '../lib/use-admin-list-params';
import classes from './admin.module.css';

/** One column of an admin table: its header and what a row shows in it. */
export interface AdminColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Hidden on a phone, where only the key columns fit. */
  desktopOnly?: boolean;
}

export interface AdminTableProps<T> {
  /** The table's accessible name ('Users', 'News articles'). */
  label: string;
  columns: readonly AdminColumn<T>[];
  /** The page's rows; undefined while the first answer is awaited (skeleton rows show). */
  rows: readonly T[] | undefined;
  /** The list's total (`option[0].count`), for the pager. */
  total: number;
  rowKey: (row: T) => string;
  /** The row's edit page: the first column links there and a click on the row opens it. */
  rowHref?: (row: T) => string;
  /** The search box's accessible name; no box without it. */
  searchLabel?: string;
  /** The empty state's title ('No users yet'). */
  emptyTitle: string;
  /** Buttons and filters beside the search box (a "New article" button, a status select). */
  toolbar?: ReactNode;
  /** True while a new page or search is being fetched over the rows shown. */
  fetching?: boolean;
}

const SKELETON_ROWS = 5;

/**
 * The admin area's list: the search box and page kept in the URL (useAdminListParams, which the
 * page also reads to make its call), the page's columns, a link from each row to its edit page,
 * skeleton rows while loading, an empty state, and a pager. On a phone the table scrolls sideways
 * and `desktopOnly` columns are left out.
 */
export function AdminTable<T>({
  label,
  columns,
  rows,
  total,
  rowKey,
  rowHref,
  searchLabel,
  emptyTitle,
  toolbar,
  fetching,
}: AdminTableProps<T>) {
  const params = useAdminListParams();
  const navigate = useNavigate();
  const pages = Math.max(1, Math.ceil(total / params.limit));
  const [first, ...rest] = columns;

  const header = (
    <Table.Thead>
      <Table.Tr>
        {columns.map((c) => (
          <Table.Th key={c.key} visibleFrom={c.desktopOnly ? 'sm' : undefined}>
            {c.header}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );

  const body = rows
    ? rows.map((row) => {
        const href = rowHref?.(row);
        return (
          <Table.Tr
            key={rowKey(row)}
            className={href ? classes.rowLink : undefined}
            onClick={href ? () => void navigate(href) : undefined}
            data-testid="admin-row"
          >
            {first && (
              <Table.Td>
                {href ? (
                  <Anchor component={Link} to={href} onClick={(e) => e.stopPropagation()}>
                    {first.cell(row)}
                  </Anchor>
                ) : (
                  first.cell(row)
                )}
              </Table.Td>
            )}
            {rest.map((c) => (
              <Table.Td key={c.key} visibleFrom={c.desktopOnly ? 'sm' : undefined}>
                {c.cell(row)}
              </Table.Td>
            ))}
          </Table.Tr>
        );
      })
    : Array.from({ length: SKELETON_ROWS }, (_, i) => (
        <Table.Tr key={i} data-testid="admin-row-skeleton">
          {columns.map((c) => (
            <Table.Td key={c.key} visibleFrom={c.desktopOnly ? 'sm' : undefined}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));

  const empty = rows !== undefined && rows.length === 0;

  return (
    <Stack gap="md">
      {(searchLabel || toolbar) && (
        <Group gap="sm" wrap="wrap" align="flex-end">
          {searchLabel && (
            // Grows to its own line on a phone rather than shrinking to a few letters' width.
            <Box style={{ flex: '1 1 14rem' }} maw="24rem">
              <SearchBox term={params.search} onSearch={params.setSearch} label={searchLabel} />
            </Box>
          )}
          {toolbar}
        </Group>
      )}
      {empty ? (
        <EmptyState
          title={params.search ? `Nothing matches “${params.search}”` : emptyTitle}
          text={params.search ? 'Try another search, or clear it.' : undefined}
        />
      ) : (
        // A table wider than a phone scrolls sideways; keyboard users reach it as a named region.
        <Table.ScrollContainer
          minWidth={480}
          scrollAreaProps={{
            viewportProps: { tabIndex: 0, role: 'region', 'aria-label': `${label}, scrollable` },
          }}
        >
          <Table
            aria-label={label}
            aria-busy={rows === undefined || fetching ? true : undefined}
            highlightOnHover={Boolean(rowHref)}
            verticalSpacing="xs"
          >
            {header}
            <Table.Tbody>{body}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {!empty && rows !== undefined && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed" data-testid="admin-total">
            {total === 1 ? '1 result' : `${total} results`}
          </Text>
          {pages > 1 && (
            <Pagination
              total={pages}
              value={Math.min(params.page, pages)}
              onChange={params.setPage}
              size="sm"
              getControlProps={(control) => ({
                'aria-label': `${control} page`,
              })}
              getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
            />
          )}
        </Group>
      )}
    </Stack>
  );
}
