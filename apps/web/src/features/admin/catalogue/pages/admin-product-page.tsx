import { useNavigate, useParams } from 'react-router';
import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { DeleteButton } from '../../components/delete-button';
import { publishStatusText } from '../../lib/publish-state';
import {
  useAdminProduct,
  useAdminProducerOptions,
  useCreateProduct,
  useDeleteProduct,
  useUpdateProduct,
} from '../api/admin-products';
import { blankProduct, ProductForm, productValues } from '../components/product-form';

function FormSkeleton() {
  return (
    <Stack gap="sm" data-testid="product-form-skeleton">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={36} radius="sm" />
      ))}
    </Stack>
  );
}

function NewProduct() {
  const navigate = useNavigate();
  const producers = useAdminProducerOptions();
  const create = useCreateProduct();
  if (!producers.data) return <FormSkeleton />;
  return (
    <ProductForm
      initial={blankProduct()}
      producers={producers.data.rows}
      submitLabel="Create product"
      onSubmit={async (body) => {
        const p = await create.mutateAsync(body);
        void navigate(`/admin/products/${p._id}`, { replace: true });
      }}
    />
  );
}

function EditProduct({ id }: { id: string }) {
  const navigate = useNavigate();
  const product = useAdminProduct(id);
  const producers = useAdminProducerOptions();
  const update = useUpdateProduct();
  const remove = useDeleteProduct();
  if (product.isError)
    return <Text c="dimmed">This product could not be loaded; it may have been deleted.</Text>;
  if (!product.data || !producers.data) return <FormSkeleton />;
  const p = product.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="product-status">
          {publishStatusText(p.publishedAt)}
        </Text>
        <DeleteButton
          what={`“${p.name}”`}
          loading={remove.isPending}
          onConfirm={() =>
            remove.mutate(p._id, {
              onSuccess: () => void navigate('/admin/products', { replace: true }),
            })
          }
        />
      </Group>
      <ProductForm
        key={p.updatedAt}
        initial={productValues(p)}
        producers={producers.data.rows}
        onSubmit={async (body) => {
          await update.mutateAsync({ id: p._id, body });
        }}
      />
    </Stack>
  );
}

/** One product's editor (`/admin/products/new` makes one). */
export function AdminProductPage() {
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/products" size="sm">
        ← Products
      </Anchor>
      <Title order={1} fz="h2">
        {isNew ? 'New product' : 'Edit product'}
      </Title>
      {isNew ? <NewProduct /> : <EditProduct id={id} />}
    </Stack>
  );
}
