import { Card, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Card.layer.css';
import type { products } from '@portal/contract';
import { fullNameOf, useSessionStore } from '../../../shared/session/session-store';
import { useCreateDeclaration } from '../api/create-declaration';
import { downloadDeclaration } from '../api/download-declaration';
import { DeclarationForm } from './declaration-form';
import { DeclarationList } from './declaration-list';

/**
 * A product's prescriber declaration: the form, which stores one and downloads it as a PDF, and
 * the declarations already made for the product.
 */
export function Declarations({ product }: { product: products.ProductDetail }) {
  const name = useSessionStore((s) => fullNameOf(s.user));
  const create = useCreateDeclaration();
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="declaration-title"
    >
      <Stack gap="md">
        <div>
          <Title order={2} fz="h4" id="declaration-title">
            Prescriber declaration
          </Title>
          <Text size="sm" c="dimmed">
            Submitting stores the declaration for {product.name} and downloads it as a PDF.
          </Text>
        </div>
        <DeclarationForm
          productId={product._id}
          packs={product.packs}
          defaultName={name}
          onSubmit={async (body) => {
            const declaration = await create.mutateAsync(body);
            await downloadDeclaration(declaration._id);
          }}
        />
        <Title order={3} fz="h5">
          Your declarations for this product
        </Title>
        <DeclarationList productId={product._id} />
      </Stack>
    </Card>
  );
}
