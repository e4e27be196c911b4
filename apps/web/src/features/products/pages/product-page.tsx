import {
  Alert,
  Anchor,
  Badge,
  Card,
  Grid,
  Group,
  Image,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/Image.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { londonClock, longDate, products } from '@portal/contract';
import { useDocumentTitle } from '../../../shared/navigation/page-title';
import { ChunkErrorBoundary } from '../../../shared/ui/chunk-error-boundary';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import { lazyPage } from '../../../shared/ui/lazy-page';
import { useProduct } from '../api/get-product';
import { ProductCard } from '../components/product-card';
import { Declarations } from '../components/product-declarations';
import classes from '../components/products.module.css';
import { StockBadge } from '../components/stock-badge';
import {
  BAND_LABELS,
  FORM_LABELS,
  STRAIN_LABELS,
  formatPotency,
  formatPrice,
  perUnitLabel,
} from '../lib/format';
import { terpeneSlices } from '../lib/terpenes';

// recharts is big: the chart is its own chunk, fetched when a product page shows one.
const TerpeneChart = lazyPage(() => import('../components/terpene-chart'), 'TerpeneChart');

function Terpenes({ terpenes }: { terpenes: products.ProductDetail['terpenes'] }) {
  if (terpenes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No terpene profile has been published for this product.
      </Text>
    );
  }
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <figure
        style={{ margin: 0 }}
        aria-label="Terpene profile chart"
        data-testid="terpene-chart-frame"
      >
        <ChunkErrorBoundary>
          <LazyBoundary fallback={<Skeleton circle height={180} />}>
            <TerpeneChart terpenes={terpenes} />
          </LazyBoundary>
        </ChunkErrorBoundary>
      </figure>
      <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {terpeneSlices(terpenes).map((t) => (
          <Group key={t.name} gap="xs" component="li" wrap="nowrap">
            <span className={classes.swatch} style={{ background: t.color }} aria-hidden />
            <Text size="sm">
              {t.name}{' '}
              <Text span fw={600}>
                {t.value}%
              </Text>
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}

function Packs({ packs }: { packs: products.Pack[] }) {
  return (
    <Table verticalSpacing="xs" data-testid="pack-table">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Pack size</Table.Th>
          <Table.Th ta="right">Price</Table.Th>
          <Table.Th ta="right">Unit price</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {packs.map((p) => (
          <Table.Tr key={p._id}>
            <Table.Td>{products.formatPackSize(p.size, p.unit)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatPrice(p.pricePence)}
            </Table.Td>
            <Table.Td ta="right">
              {formatPrice(p.pricePerUnitPence)} {perUnitLabel(p.unit)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500}>
        {value}
      </Text>
    </div>
  );
}

/**
 * /product/view/{id}: the product, its producer, packs and prices, stock with its date, the
 * terpene chart and the prescriber's declaration with past ones to download.
 */
export function ProductPage() {
  const { id = '' } = useParams();
  const query = useProduct(id);
  useDocumentTitle(query.data?.name);

  if (query.isPending) {
    return (
      <Stack gap="md" data-testid="product-loading">
        <Skeleton height={28} width="50%" />
        <Skeleton height={16} width="30%" />
        <Skeleton height={200} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" title="This product could not be loaded">
        <Anchor component={Link} to="/products" size="sm" c="red.9" fw={600} underline="always">
          Back to products
        </Anchor>
      </Alert>
    );
  }

  const product = query.data;
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/products" size="sm" c="blue.8">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden /> All products
        </Group>
      </Anchor>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            <Group gap="xs">
              <Badge variant="light" color="gray.9" radius="sm">
                {FORM_LABELS[product.form]}
              </Badge>
              <Badge variant="light" color="blue.9" radius="sm">
                {BAND_LABELS[product.band]}
              </Badge>
            </Group>
            <Title order={1} fz="h2">
              {product.name}
            </Title>
            {/* The producer's profile opens in place in Education's LP Profiles (decision 68). */}
            <Text size="sm" data-testid="product-producer">
              By{' '}
              <Anchor
                component={Link}
                to={`/education/lp-profiles?producer=${product.manufacturer._id}`}
                fw={700}
              >
                {product.manufacturer.name}
              </Anchor>{' '}
              ({product.manufacturer.country})
            </Text>
            <Group gap="sm" data-testid="product-stock">
              <StockBadge status={product.stockStatus} size="lg" />
              <Text size="sm" c="dimmed" data-testid="stock-date">
                {product.stockStatus === 'out-of-stock' ? 'Since' : 'Updated'}{' '}
                {longDate(londonClock(product.stockChangedAt))}
              </Text>
            </Group>
            <Group gap="xl">
              <Fact label="THC" value={formatPotency(product.thc)} />
              <Fact label="CBD" value={formatPotency(product.cbd)} />
              <Fact label="Strain" value={STRAIN_LABELS[product.strainType]} />
              {product.cultivar && <Fact label="Cultivar" value={product.cultivar} />}
              <Fact label="Origin" value={product.countryOfOrigin} />
              <Fact label="Irradiated" value={product.irradiated ? 'Yes' : 'No'} />
            </Group>
            <div
              className={classes.description}
              // Cleaned by the server through the shared rich-text allow-list (contract).
              dangerouslySetInnerHTML={{ __html: product.description }}
            />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            {product.imageUrl && (
              <Image src={product.imageUrl} alt={product.name} className={classes.detailImage} />
            )}
            <Card
              withBorder
              radius="md"
              padding="md"
              component="section"
              aria-labelledby="packs-title"
            >
              <Title order={2} fz="h4" id="packs-title" mb="xs">
                Packs and prices
              </Title>
              <Packs packs={product.packs} />
            </Card>
          </Stack>
        </Grid.Col>
      </Grid>

      <Card
        withBorder
        radius="md"
        padding="lg"
        component="section"
        aria-labelledby="terpenes-title"
      >
        <Title order={2} fz="h4" id="terpenes-title" mb="sm">
          Terpene profile
        </Title>
        <Terpenes terpenes={product.terpenes} />
      </Card>

      {product.substitutes.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="substitutes-title">
          <Title order={2} fz="h4" id="substitutes-title">
            In-stock alternatives
          </Title>
          <Grid>
            {product.substitutes.map((s) => (
              <Grid.Col key={s._id} span={{ base: 12, sm: 6, lg: 4 }}>
                <ProductCard product={s} />
              </Grid.Col>
            ))}
          </Grid>
        </Stack>
      )}

      <Declarations product={product} />
    </Stack>
  );
}
