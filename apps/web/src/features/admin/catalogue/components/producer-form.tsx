import { useFieldArray } from 'react-hook-form';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { productsAdmin, productsAdminSchemas } from '@portal/contract';
import type { z } from 'zod';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { ContentImageInput, FieldRows } from '../../components/admin-form-fields';
import type { ContentFormProps } from './content-editor';

type Values = z.input<typeof productsAdminSchemas.ProducerBodySchema>;

const FIELDS = [
  'name',
  'country',
  'website',
  'summary',
  'email',
  'phone',
  'address',
  'imageUrl',
] as const;

/** A licensed producer: the manufacturer and its Education profile in one form (decision 92). */
export function ProducerForm({
  item,
  onSubmit,
}: ContentFormProps<productsAdmin.AdminProducer, productsAdmin.ProducerBody>) {
  const form = useAdminForm<Values, productsAdmin.ProducerBody>({
    schema: productsAdminSchemas.ProducerBodySchema,
    defaultValues: {
      name: item?.name ?? '',
      country: item?.country ?? '',
      website: item?.website ?? '',
      summary: item?.summary ?? '',
      description: item?.description ?? '',
      licences: item?.licences ?? [],
      email: item?.email ?? '',
      phone: item?.phone ?? '',
      address: item?.address ?? '',
      imageUrl: item?.imageUrl ?? null,
      publishedAt: item?.publishedAt ?? null,
    },
    fields: FIELDS,
    onSubmit,
  });
  const { field, control } = form;
  const licences = useFieldArray({ control, name: 'licences' });
  return (
    <AdminForm form={form} label="Producer" submitLabel="Save producer">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name" withAsterisk {...field('name')} />
        <TextInput label="Country" withAsterisk {...field('country')} />
        <TextInput label="Website" {...field('website')} />
        <TextInput label="E-mail" {...field('email')} />
        <TextInput label="Phone" {...field('phone')} />
        <TextInput label="Address" {...field('address')} />
      </SimpleGrid>
      <Textarea label="Summary" withAsterisk autosize minRows={2} {...field('summary')} />
      <Textarea label="Description" autosize minRows={3} {...field('description')} />
      <ContentImageInput
        form={form}
        endpoint={productsAdmin.uploadAdminProducerImage}
        label="Picture"
        alt="Picture of this producer"
      />
      <FieldRows
        legend="Licences"
        count={licences.fields.length}
        rowLabel={(i) => ({ key: licences.fields[i]!.id, remove: `Remove licence ${i + 1}` })}
        row={(i) => (
          <>
            <TextInput label="Type" {...field(`licences.${i}.type`)} />
            <TextInput label="Number" {...field(`licences.${i}.number`)} />
            <TextInput label="Issuer" {...field(`licences.${i}.issuer`)} />
          </>
        )}
        onRemove={licences.remove}
        addLabel="Add a licence"
        onAdd={() => licences.append({ type: '', number: '', issuer: '' })}
      />
    </AdminForm>
  );
}
