import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { Checkbox, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { products, productsAdmin, productsAdminSchemas } from '@portal/contract';
import { AdminForm, useAdminForm, type FieldMessages } from '../../components/admin-form';
import { RichTextField, ContentImageInput, FieldRows } from '../../components/admin-form-fields';
import { useContentPreview } from '../../lib/content-previews';
import { productSummaryOf } from '../../lib/preview-shapes';

type FormValues = productsAdmin.ProductFormValues;
type Body = productsAdmin.ProductBody;

const FIELDS: readonly Path<FormValues>[] = [
  'manufacturerId',
  'name',
  'form',
  'cultivar',
  'strainType',
  'thc.value',
  'cbd.value',
  'cbd.unit',
  'countryOfOrigin',
  'stockStatus',
  'summary',
  'description',
  'imageUrl',
  'packs',
  'publishedAt',
];

const LABELS = {
  form: {
    flower: 'Flower',
    oil: 'Oil',
    capsule: 'Capsule',
    'vape-cartridge': 'Vape cartridge',
    pastille: 'Pastille',
  },
  strain: { indica: 'Indica', sativa: 'Sativa', hybrid: 'Hybrid' },
  stock: { 'in-stock': 'In stock', 'low-stock': 'Low stock', 'out-of-stock': 'Out of stock' },
  unit: { percent: '%', 'mg-per-ml': 'mg/ml', 'mg-per-unit': 'mg per unit' },
} as const;

const options = <K extends string>(labels: Record<K, string>) =>
  (Object.entries(labels) as [K, string][]).map(([value, label]) => ({ value, label }));

/** A new product's blank form; packs start with one row. */
export const blankProduct = (): FormValues => ({
  manufacturerId: '',
  name: '',
  form: 'oil',
  cultivar: '',
  strainType: 'hybrid',
  thc: { value: '', unit: 'mg-per-ml' },
  cbd: { value: '', unit: 'mg-per-ml' },
  terpenes: [],
  countryOfOrigin: 'United Kingdom',
  irradiated: false,
  stockStatus: 'in-stock',
  summary: '',
  description: '',
  imageUrl: null,
  packs: [{ size: '', unit: 'ml', pricePence: '' }],
  publishedAt: null,
});

/** An existing product as the form edits it. */
export const productValues = (p: productsAdmin.AdminProduct): FormValues => ({
  manufacturerId: p.manufacturer._id,
  name: p.name,
  form: p.form,
  cultivar: p.cultivar ?? '',
  strainType: p.strainType,
  thc: p.thc,
  cbd: p.cbd,
  terpenes: p.terpenes,
  countryOfOrigin: p.countryOfOrigin,
  irradiated: p.irradiated,
  stockStatus: p.stockStatus,
  summary: p.summary,
  description: p.description,
  imageUrl: p.imageUrl,
  packs: p.packs.map((k) => ({ size: k.size, unit: k.unit, pricePence: k.pricePence })),
  publishedAt: p.publishedAt,
});

export interface ProductFormProps {
  initial: FormValues;
  producers: readonly { _id: string; name: string }[];
  submitLabel?: string;
  /** Stores the product; throws (as a mutation does) when the call failed. */
  onSubmit: (body: Body) => Promise<FieldMessages | void>;
}

/**
 * A product's editor: the contract's schema checks it (SPEC §5 messages), and the server's field
 * messages land on the same inputs. Prices are typed in pence.
 */
export function ProductForm({
  initial,
  producers,
  submitLabel = 'Save product',
  onSubmit,
}: ProductFormProps) {
  const preview = useContentPreview('product', (v: FormValues) =>
    productSummaryOf(
      v,
      producers.find((p) => p._id === v.manufacturerId),
    ),
  );
  const form = useAdminForm<FormValues, Body>({
    schema: productsAdminSchemas.ProductBodySchema,
    defaultValues: initial,
    fields: FIELDS,
    onSubmit,
  });
  const {
    field,
    register,
    control,
    setValue,
    formState: { errors },
  } = form;
  const packs = useFieldArray({ control, name: 'packs' });
  const terpenes = useFieldArray({ control, name: 'terpenes' });

  const select = (
    name: 'manufacturerId' | 'form' | 'strainType' | 'stockStatus',
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          withAsterisk
          data={data}
          allowDeselect={false}
          searchable={name === 'manufacturerId'}
          name={field.name}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={errors[name]?.message}
        />
      )}
    />
  );

  return (
    <AdminForm
      form={form}
      label="Product"
      submitLabel={submitLabel}
      testId="product-form"
      preview={preview}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name" withAsterisk {...field('name')} />
        {select(
          'manufacturerId',
          'Producer',
          producers.map((p) => ({ value: p._id, label: p.name })),
        )}
        {select('form', 'Form', options(LABELS.form))}
        {select('strainType', 'Strain type', options(LABELS.strain))}
        <TextInput label="Cultivar" {...field('cultivar')} />
        {select('stockStatus', 'Stock status', options(LABELS.stock))}
        <TextInput label="THC" withAsterisk inputMode="decimal" {...field('thc.value')} />
        <TextInput label="CBD" withAsterisk inputMode="decimal" {...field('cbd.value')} />
        <Controller
          control={control}
          name="thc.unit"
          render={({ field }) => (
            <Select
              label="Potency unit (THC and CBD)"
              withAsterisk
              data={options(LABELS.unit)}
              allowDeselect={false}
              value={field.value}
              onChange={(v) => {
                const unit = (v ?? 'percent') as products.PotencyUnit;
                field.onChange(unit);
                setValue('cbd.unit', unit);
              }}
              error={errors.cbd?.unit?.message ?? errors.thc?.unit?.message}
            />
          )}
        />
        <TextInput label="Country of origin" withAsterisk {...field('countryOfOrigin')} />
      </SimpleGrid>
      <Checkbox label="Irradiated" {...register('irradiated')} />
      <Textarea label="Summary" withAsterisk autosize minRows={2} {...field('summary')} />
      <RichTextField
        control={control}
        name="description"
        label="Description"
        description="Shown on the product page"
      />
      <ContentImageInput
        form={form}
        endpoint={productsAdmin.uploadAdminProductImage}
        label="Image"
        alt="Image for this product"
      />
      <FieldRows
        legend="Packs and prices"
        count={packs.fields.length}
        rowLabel={(i) => ({ key: packs.fields[i]!.id, remove: `Remove pack ${i + 1}` })}
        row={(i) => (
          <>
            <TextInput label="Size" inputMode="decimal" {...field(`packs.${i}.size`)} />
            <Controller
              control={control}
              name={`packs.${i}.unit`}
              render={({ field }) => (
                <Select
                  label="Unit"
                  data={[...products.PACK_UNITS]}
                  allowDeselect={false}
                  value={field.value}
                  onChange={(v) => field.onChange(v ?? 'g')}
                  w={130}
                />
              )}
            />
            <TextInput
              label="Price (pence)"
              inputMode="numeric"
              {...field(`packs.${i}.pricePence`)}
            />
          </>
        )}
        onRemove={packs.remove}
        error={errors.packs?.root?.message ?? errors.packs?.message}
        addLabel="Add a pack"
        onAdd={() => packs.append({ size: '', unit: 'g', pricePence: '' })}
      />
      <FieldRows
        legend="Terpene profile"
        count={terpenes.fields.length}
        rowLabel={(i) => ({ key: terpenes.fields[i]!.id, remove: `Remove terpene ${i + 1}` })}
        row={(i) => (
          <>
            <TextInput label="Terpene" {...field(`terpenes.${i}.name`)} />
            <TextInput label="Share (%)" inputMode="decimal" {...field(`terpenes.${i}.share`)} />
          </>
        )}
        onRemove={terpenes.remove}
        addLabel="Add a terpene"
        onAdd={() => terpenes.append({ name: '', share: '' })}
      />
    </AdminForm>
  );
}
