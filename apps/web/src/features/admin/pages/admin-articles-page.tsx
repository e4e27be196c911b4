import { Link } from 'react-router';
import { Button, NativeSelect, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { IconPlus } from '@tabler/icons-react';
import { news } from '@portal/contract';
import { useAdminList } from '../api/admin-list';
import { AdminTable, type AdminColumn } from '../components/admin-table';
import { useAdminListParams } from '../lib/use-admin-list-params';
import { publishStatusText, PUBLISH_STATUS_LABELS } from '../lib/publish-state';

const columns: readonly AdminColumn<news.AdminArticle>[] = [
  { key: 'title', header: 'Title', cell: (a) => a.title },
  {
    key: 'status',
    header: 'Status',
    // Words rather than coloured badges: each state reads (and contrasts) the same everywhere.
    cell: (a) => (
      <Text size="sm" fw={a.status === 'published' ? 400 : 600}>
        {PUBLISH_STATUS_LABELS[a.status]}
      </Text>
    ),
  },
  { key: 'category', header: 'Category', cell: (a) => a.category.name, desktopOnly: true },
  { key: 'author', header: 'Author', cell: (a) => a.authorName, desktopOnly: true },
  {
    key: 'when',
    header: 'Publishing',
    cell: (a) => publishStatusText(a.publishedAt),
    desktopOnly: true,
  },
];

const isStatus = (v: string): v is news.ArticleStatus =>
  (news.ARTICLE_STATUSES as readonly string[]).includes(v);

/** News articles, drafts and scheduled ones included: search, a status filter, and "New article". */
export function AdminArticlesPage() {
  const params = useAdminListParams();
  const status = params.filter('status');
  const list = useAdminList(news.adminListArticles, {
    query: {
      limit: params.limit,
      skip: params.skip,
      ...(params.search ? { search: params.search } : {}),
      ...(isStatus(status) ? { status } : {}),
    },
  });
  return (
    <AdminTable
      label="News articles"
      columns={columns}
      rows={list.data?.rows}
      total={list.data?.total ?? 0}
      rowKey={(a) => a._id}
      rowHref={(a) => `/admin/news/${a._id}`}
      searchLabel="Search articles"
      emptyTitle="No articles yet"
      fetching={list.isFetching}
      toolbar={
        <>
          <NativeSelect
            aria-label="Status"
            value={status}
            onChange={(e) => params.setFilter('status', e.currentTarget.value)}
            data={[
              { value: '', label: 'Every status' },
              ...news.ARTICLE_STATUSES.map((s) => ({ value: s, label: PUBLISH_STATUS_LABELS[s] })),
            ]}
          />
          <Button
            component={Link}
            to="/admin/news/new"
            leftSection={<IconPlus size={16} aria-hidden />}
          >
            New article
          </Button>
        </>
      }
    />
  );
}
