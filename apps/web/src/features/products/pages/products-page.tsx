import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Drawer.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { products } from '@portal/contract';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { SearchBox } from '../../../shared/ui/search-box';
import { useNearScreen } from '../../../shared/ui/use-near-screen';
import { useManufacturerNames } from '../api/get-manufacturer-names';
import { useProducts } from '../api/get-products';
import { ProductCard, ProductCardSkeleton } from '../components/product-card';
import { ApplyButton } from '../../../shared/ui/get-form';
import { FilterForm, KeptFilterFields } from '../components/filter-form';
import { ProductFilterPanel } from '../components/product-filter-panel';
import classes from '../components/products.module.css';
import { SORT_LABELS } from '../lib/format';
import {
  countActiveFilters,
  DEFAULT_SORT,
  FILTERS_PANEL,
  filtersToParams,
  showsFiltersPanel,
} from '../lib/product-filters';
import { useProductFilters } from '../lib/use-product-filters';
import { RetryAlert } from '../../../shared/ui/retry-alert';

const SKELETON_CARDS = 6;

const SORT_OPTIONS = products.PRODUCT_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * /products: the catalogue with search (debounced), filters with counts (a sidebar, or a drawer
 * on a phone), sort and infinite scroll. Filters live in the URL and the session store. Search,
 * sort and filters are one GET form (FilterForm), so they work before the page's scripts too: on
 * a phone, Filters then opens the filters in place (`?panel=filters`) rather than in the drawer.
 */
export function ProductsPage() {
  const mobile = useIsMobile();
  const [filters, setFilters] = useProductFilters();
  const [params] = useSearchParams();
  const panelInPlace = mobile && showsFiltersPanel(params);
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The drawer is mounted once first opened (and kept, for its closing transition): closed, its
  // portal and transitions only lengthened the page's hydration.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const list = useProducts(filters);
  const manufacturers = useManufacturerNames();

  const rows = list.data?.pages.flatMap((p) => p.rows) ?? [];
  const first = list.data?.pages[0];
  const total = first?.total ?? 0;
  // Only for the list on screen: not before it comes, nor while the last one stands in for it.
  const totalKnown = list.isSuccess && !list.isPlaceholderData;
  const active = countActiveFilters(filters);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  // The next page loads when the end of the list comes into view (a button does it too).
  const sentinel = useNearScreen<HTMLDivElement>(
    hasNextPage && !isFetchingNextPage && !list.isPlaceholderData,
    () => void fetchNextPage(),
  );

  const panel = (
    <ProductFilterPanel
      filters={filters}
      onChange={setFilters}
      facets={first?.facets}
      manufacturers={manufacturers.data}
    />
  );

  const panelSearch = new URLSearchParams(filtersToParams(filters));
  panelSearch.set(FILTERS_PANEL.name, FILTERS_PANEL.value);

  return (
    <FilterForm filters={filters} onApply={setFilters}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1} fz={mobile ? 'h3' : 'h2'}>
            Products
          </Title>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="products-summary">
            {totalKnown &&
              `${total} ${total === 1 ? 'product' : 'products'}${
                filters.search ? ` for “${filters.search}”` : ''
              }`}
          </Text>
        </div>
        {mobile && (
          <Button
            // A link to the filters in place, for a press before the scripts; a button to the
            // drawer once they run.
            component={Link}
            to={{ search: panelSearch.toString() }}
            role="button"
            variant="default"
            leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
            rightSection={
              active > 0 ? (
                <Badge size="sm" circle color="blue.8" data-testid="active-filter-count">
                  {active}
                </Badge>
              ) : null
            }
            onClick={(event) => {
              event.preventDefault();
              setDrawerUsed(true);
              setDrawerOpen(true);
            }}
            aria-label={active > 0 ? `Filters (${active} active)` : 'Filters'}
          >
            Filters
          </Button>
        )}
      </Group>

      {mobile &&
        (panelInPlace ? (
          <Stack gap="md" id="product-filters">
            {panel}
            <ApplyButton />
          </Stack>
        ) : (
          <KeptFilterFields filters={filters} />
        ))}

      <div className={mobile ? undefined : classes.layout}>
        {!mobile && (
          <aside className={classes.aside} aria-label="Product filters">
            {panel}
          </aside>
        )}
        <Stack gap="md" style={{ minWidth: 0 }}>
          <Group gap="sm" align="flex-end" wrap={mobile ? 'wrap' : 'nowrap'}>
            <SearchBox
              term={filters.search ?? ''}
              onSearch={(search) => setFilters({ ...filters, search })}
              label="Search products"
              name="search"
            />
            {/* The browser's own select: a phone's native picker, and no dropdown, portal and
                positioning to set up while the page hydrates (a long task, decision 117). */}
            <NativeSelect
              label="Sort by"
              name="sort"
              data={SORT_OPTIONS}
              value={filters.sort ?? DEFAULT_SORT}
              onChange={(event) =>
                setFilters({ ...filters, sort: event.currentTarget.value as products.ProductSort })
              }
              w={mobile ? '100%' : 210}
            />
            <ApplyButton />
          </Group>

          {list.isError ? (
            <RetryAlert title="Products could not be loaded" onRetry={() => void list.refetch()} />
          ) : list.isSuccess && rows.length === 0 ? (
            <Alert color="gray" title="No products found" data-testid="products-empty">
              <Text size="sm">No product matches this search and these filters.</Text>
              <Button
                variant="light"
                size="xs"
                mt="xs"
                onClick={() => setFilters({ sort: filters.sort })}
              >
                Clear search and filters
              </Button>
            </Alert>
          ) : (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="md"
              data-testid="product-list"
              aria-busy={list.isFetching}
              style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}
            >
              {list.isPending ? null : rows.map((p) => <ProductCard key={p._id} product={p} />)}
              {(list.isPending || isFetchingNextPage) &&
                Array.from({ length: SKELETON_CARDS }, (_, i) => <ProductCardSkeleton key={i} />)}
            </SimpleGrid>
          )}

          {hasNextPage && !isFetchingNextPage && (
            <Group justify="center" ref={sentinel}>
              <Button variant="default" onClick={() => void fetchNextPage()}>
                Load more products
              </Button>
            </Group>
          )}
        </Stack>
      </div>

      {mobile && drawerUsed && (
        <Drawer
          opened={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          title="Product filters"
          position="left"
          size="85%"
        >
          <Stack gap="md">
            {panel}
            <Button onClick={() => setDrawerOpen(false)}>
              {totalKnown
                ? `Show ${total} ${total === 1 ? 'product' : 'products'}`
                : 'Show products'}
            </Button>
          </Stack>
        </Drawer>
      )}
    </FilterForm>
  );
}
