import { useState } from 'react';
import { ActionIcon, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconDownload } from '@tabler/icons-react';
import { londonClock, products, shortDate } from '@portal/contract';
import { useDeclarations } from '../api/get-declarations';
import { downloadDeclaration } from '../api/download-declaration';

/** The user's past declarations for a product, newest first, each with its PDF to download. */
export function DeclarationList({ productId }: { productId: string }) {
  const declarations = useDeclarations(productId);
  const [downloading, setDownloading] = useState<string | null>(null);

  const handleDownload = async (id: string) => {
    setDownloading(id);
    try {
      await downloadDeclaration(id);
    } finally {
      setDownloading(null);
    }
  };

  if (declarations.isPending) {
    return (
      <Stack gap={6} aria-hidden>
        <Skeleton height={18} />
        <Skeleton height={18} />
      </Stack>
    );
  }
  if (declarations.isError) {
    return (
      <Text size="sm" c="red.8">
        Your declarations could not be loaded.
      </Text>
    );
  }
  if (declarations.data.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="declarations-empty">
        You have not made a declaration for this product yet.
      </Text>
    );
  }
  return (
    <Table verticalSpacing="xs" data-testid="declaration-list">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Reference</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Patient reference</Table.Th>
          <Table.Th>Quantity</Table.Th>
          <Table.Th>
            <VisuallyHidden>PDF</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {declarations.data.map((d) => (
          <Table.Tr key={d._id} data-testid="declaration-row">
            <Table.Td>{d.reference}</Table.Td>
            <Table.Td>{shortDate(londonClock(d.date))}</Table.Td>
            <Table.Td>{d.patientReference}</Table.Td>
            <Table.Td>
              {d.pack
                ? `${d.quantity} × ${products.formatPackSize(d.pack.size, d.pack.unit)}`
                : d.quantity}
            </Table.Td>
            <Table.Td ta="right">
              <ActionIcon
                variant="subtle"
                aria-label={`Download the declaration ${d.reference} for ${d.patientReference} (PDF)`}
                loading={downloading === d._id}
                onClick={() => void handleDownload(d._id)}
              >
                <IconDownload size={18} aria-hidden />
              </ActionIcon>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
