import { Badge, Card, Group, Image, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/Image.layer.css';
import { Link } from 'react-router';
import { TEXT_CLAMPS, type products } from '@portal/contract';
import { FORM_LABELS, formatPotency, formatPrice } from '../lib/format';
import classes from './products.module.css';
import { StockBadge } from './stock-badge';

export const productPath = (id: string) => `/product/view/${id}`;

/** A catalogue card: producer, title (2 lines), form, THC/CBD, summary (4 lines), price, stock. */
export function ProductCard({ product }: { product: products.ProductSummary }) {
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      className={classes.card}
      component="article"
      data-testid="product-card"
    >
      {product.imageUrl && (
        <Card.Section>
          <Link to={productPath(product._id)} tabIndex={-1} aria-hidden>
            <Image src={product.imageUrl} alt="" className={classes.cardImage} loading="lazy" />
          </Link>
        </Card.Section>
      )}
      <Stack gap="xs" mt={product.imageUrl ? 'sm' : 0} style={{ flex: 1 }}>
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" truncate>
            {product.manufacturer.name}
          </Text>
          <StockBadge status={product.stockStatus} size="sm" />
        </Group>
        <Title order={3} fz="md" lh={1.35}>
          <Text
            component={Link}
            to={productPath(product._id)}
            inherit
            className={classes.cardTitle}
            lineClamp={TEXT_CLAMPS.productTitle}
            data-testid="product-title"
          >
            {product.name}
          </Text>
        </Title>
        <Group gap={6}>
          <Badge variant="light" color="gray.9" radius="sm">
            {FORM_LABELS[product.form]}
          </Badge>
          <Text size="sm" fw={500}>
            THC {formatPotency(product.thc)} · CBD {formatPotency(product.cbd)}
          </Text>
        </Group>
        <Text
          size="sm"
          c="dimmed"
          lineClamp={TEXT_CLAMPS.productSummary}
          data-testid="product-summary"
        >
          {product.summary}
        </Text>
        <Text fw={700} className={classes.cardFooter}>
          <Text span size="xs" c="dimmed" fw={400}>
            from{' '}
          </Text>
          {formatPrice(product.priceFromPence)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The shape of a card while the list loads. */
export function ProductCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="md" data-testid="product-card-skeleton" aria-hidden>
      <Stack gap="xs">
        <Skeleton height={10} width="40%" />
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
        <Skeleton height={12} width="60%" />
        <Skeleton height={10} />
        <Skeleton height={10} />
        <Skeleton height={10} width="80%" />
        <Skeleton height={16} width="30%" />
      </Stack>
    </Card>
  );
}
