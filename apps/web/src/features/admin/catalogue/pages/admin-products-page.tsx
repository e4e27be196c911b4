import { Link } from 'react-router';
import { Badge, Button, Group, Select, Stack, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import {
  PUBLICATION_STATUSES,
  productsAdmin,
  type PublicationStatus,
  type productsAdmin as pa,
  type products,
} from '@portal/contract';
import { useAdminList } from '../../api/admin-list';
import { AdminTable, type AdminColumn } from '../../components/admin-table';
import { useAdminListParams } from '../../lib/use-admin-list-params';
import { publishStatusText } from '../../lib/publish-state';
import { useUpdateProduct } from '../api/admin-products';
import { STATUS_TONES } from '../../../../shared/ui/status-tones';
import { formatPence, STATUS_COLOURS, STATUS_LABELS, STOCK_LABELS } from '../lib/labels';

type Row = pa.AdminProductRow;

/** The stock status, changed from the row (quick on a phone): saved at once. */
function StockSelect({ row }: { row: Row }) {
  const update = useUpdateProduct();
  return (
    <Select
      aria-label={`Stock status of ${row.name}`}
      size="xs"
      w={140}
      data={Object.entries(STOCK_LABELS).map(([value, label]) => ({ value, label }))}
      value={row.stockStatus}
      allowDeselect={false}
      disabled={update.isPending}
      onClick={(e) => e.stopPropagation()}
      onChange={(v) => {
        if (v && v !== row.stockStatus)
          update.mutate({ id: row._id, body: { stockStatus: v as products.StockStatus } });
      }}
    />
  );
}

/** Publish now, or back to a draft, from the row. */
function PublishToggle({ row }: { row: Row }) {
  const update = useUpdateProduct();
  const shown = row.status !== 'draft';
  return (
    <Button
      size="compact-xs"
      variant="light"
      color={shown ? 'gray.9' : STATUS_TONES.good}
      loading={update.isPending}
      aria-label={`${shown ? 'Unpublish' : 'Publish'} ${row.name}`}
      onClick={(e) => {
        e.stopPropagation();
        update.mutate({
          id: row._id,
          body: { publishedAt: shown ? null : new Date().toISOString() },
        });
      }}
    >
      {shown ? 'Unpublish' : 'Publish'}
    </Button>
  );
}

const columns: AdminColumn<Row>[] = [
  { key: 'name', header: 'Name', cell: (p) => p.name },
  { key: 'producer', header: 'Producer', cell: (p) => p.manufacturer.name, desktopOnly: true },
  { key: 'stock', header: 'Stock', cell: (p) => <StockSelect row={p} /> },
  { key: 'price', header: 'From', cell: (p) => formatPence(p.priceFromPence), desktopOnly: true },
  {
    key: 'status',
    header: 'Status',
    cell: (p) => (
      <Group gap={6} wrap="nowrap">
        <Badge
          color={STATUS_COLOURS[p.status]}
          variant="light"
          title={publishStatusText(p.publishedAt)}
        >
          {STATUS_LABELS[p.status]}
        </Badge>
        <PublishToggle row={p} />
      </Group>
    ),
  },
];

/** Products (issue 31): every product, drafts included; stock and publication change in place. */
export function AdminProductsPage() {
  const params = useAdminListParams();
  const status = params.filter('status') as PublicationStatus | '';
  const list = useAdminList(productsAdmin.listAdminProducts, {
    query: {
      limit: params.limit,
      skip: params.skip,
      ...(params.search ? { search: params.search } : {}),
      ...(status ? { status } : {}),
    },
  });
  return (
    <Stack gap="md">
      <Title order={1} fz="h2">
        Products
      </Title>
      <AdminTable
        label="Products"
        columns={columns}
        rows={list.data?.rows}
        total={list.data?.total ?? 0}
        rowKey={(p) => p._id}
        rowHref={(p) => `/admin/products/${p._id}`}
        searchLabel="Search products"
        emptyTitle="No products yet"
        fetching={list.isFetching}
        toolbar={
          <>
            <Select
              aria-label="Publication"
              placeholder="Any publication"
              size="sm"
              w={170}
              clearable
              data={PUBLICATION_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
              value={status || null}
              onChange={(v) => params.setFilter('status', v ?? '')}
            />
            <Button component={Link} to="/admin/products/new">
              New product
            </Button>
          </>
        }
      />
    </Stack>
  );
}
