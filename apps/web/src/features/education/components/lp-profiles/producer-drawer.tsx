import { Alert, Anchor, Badge, Group, List, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/List.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconLock, IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { education } from '@portal/contract';
import { useProducer } from '../../api/get-producers';
import { DetailDrawer } from '../shared/detail-drawer';

/** Why the profile lists no products, in the user's terms. */
export const HIDDEN_PRODUCTS_TEXT: Record<education.ProductsHiddenReason, string> = {
  module:
    'Products are not part of your account, so this producer’s products are not listed. Your administrator can add the Products module.',
  'self-certification':
    'Product information is only available to healthcare professionals who have self-certified. Self-certify on the Products page to see this producer’s products.',
};

const FORM_LABELS: Record<string, string> = {
  flower: 'Flower',
  oil: 'Oil',
  capsule: 'Capsule',
  'vape-cartridge': 'Vape cartridge',
  pastille: 'Pastille',
};

/** A producer's profile in place: licences, description, contact and (if allowed) products. */
export function ProducerDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const producer = useProducer(id);
  const p = producer.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={p?.name ?? (producer.isError ? 'Producer not found' : 'Producer')}
      pending={producer.isPending}
      testId="producer-drawer"
    >
      {producer.isError || !p ? (
        <Text c="dimmed">This producer could not be found.</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            <Badge variant="light">{p.country}</Badge>
            <Badge variant="outline">
              {p.productCount === 1 ? '1 product' : `${p.productCount} products`}
            </Badge>
          </Group>
          {p.imageUrl && (
            <img
              src={p.imageUrl}
              alt={`Picture of ${p.name}`}
              style={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 8 }}
            />
          )}
          <Text>{p.description}</Text>
          {p.licences.length > 0 && (
            <Stack gap={4}>
              <Title order={3} fz="md">
                Licences
              </Title>
              <Table.ScrollContainer minWidth={0}>
                <Table striped withTableBorder fz="sm" data-testid="producer-licences">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Licence</Table.Th>
                      <Table.Th>Number</Table.Th>
                      <Table.Th>Issued by</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {p.licences.map((l) => (
                      <Table.Tr key={l.number}>
                        <Table.Td>{l.type}</Table.Td>
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>{l.number}</Table.Td>
                        <Table.Td>{l.issuer}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            </Stack>
          )}
          <Stack gap={6}>
            <Title order={3} fz="md">
              Contact
            </Title>
            {p.contact.address && (
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <IconMapPin size={18} aria-label="Address" />
                <Text size="sm">{p.contact.address}</Text>
              </Group>
            )}
            {p.contact.phone && (
              <Group gap="xs" wrap="nowrap">
                <IconPhone size={18} aria-label="Phone" />
                <Anchor size="sm" href={`tel:${p.contact.phone.replace(/\s+/g, '')}`}>
                  {p.contact.phone}
                </Anchor>
              </Group>
            )}
            {p.contact.email && (
              <Group gap="xs" wrap="nowrap">
                <IconMail size={18} aria-label="E-mail" />
                <Anchor
                  size="sm"
                  href={`mailto:${p.contact.email}`}
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {p.contact.email}
                </Anchor>
              </Group>
            )}
            {p.contact.website && (
              <Group gap="xs" wrap="nowrap">
                <IconWorld size={18} aria-label="Website" />
                <Anchor
                  size="sm"
                  href={p.contact.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {p.contact.website.replace(/^https?:\/\//, '')}
                </Anchor>
              </Group>
            )}
          </Stack>
          <Stack gap={4} data-testid="producer-products">
            <Title order={3} fz="md">
              Products
            </Title>
            {p.products ? (
              p.products.length === 0 ? (
                <Text size="sm" c="dimmed">
                  No products in the catalogue yet.
                </Text>
              ) : (
                <List size="sm" spacing={4}>
                  {p.products.map((product) => (
                    <List.Item key={product._id}>
                      <Anchor component={Link} to={`/product/view/${product._id}`} size="sm">
                        {product.name}
                      </Anchor>{' '}
                      <Text span size="xs" c="dimmed">
                        {FORM_LABELS[product.form] ?? product.form}
                      </Text>
                    </List.Item>
                  ))}
                </List>
              )
            ) : (
              <Alert
                variant="light"
                color="gray"
                icon={<IconLock size={18} aria-hidden />}
                data-testid="producer-products-hidden"
              >
                <Text size="sm">{HIDDEN_PRODUCTS_TEXT[p.productsHiddenReason ?? 'module']}</Text>
                {p.productsHiddenReason === 'self-certification' && (
                  <Anchor component={Link} to="/products" size="sm" fw={600}>
                    Go to Products
                  </Anchor>
                )}
              </Alert>
            )}
          </Stack>
        </Stack>
      )}
    </DetailDrawer>
  );
}
