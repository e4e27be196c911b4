import { Controller, useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { londonToday, products, productsSchemas } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { ApiCallFailedError } from '../../../shared/api/query';

type Schema = typeof productsSchemas.CreateDeclarationBodySchema;
type FormValues = z.input<Schema>;
type DeclarationInput = products.CreateDeclarationBody;

const FIELDS: readonly Path<FormValues>[] = [
  'productId',
  'packId',
  'prescriberName',
  'registrationNumber',
  'quantity',
  'indication',
  'patientReference',
  'statementConfirmed',
  'signature',
  'date',
];

export interface DeclarationFormProps {
  productId: string;
  /** The product's packs: the declaration is for one of them. */
  packs: readonly products.Pack[];
  /** The prescriber's name to start with (the user's own). */
  defaultName?: string;
  /** Stores the declaration; throws (as a mutation does) when the call failed. */
  onSubmit: (body: DeclarationInput) => Promise<unknown>;
}

/**
 * Blank values; the statement's box starts unticked (the schema wants it ticked), and the pack
 * is chosen unless there is only one.
 */
const blank = (
  productId: string,
  packs: readonly products.Pack[],
  name: string,
): Partial<FormValues> => ({
  productId,
  packId: packs.length === 1 ? packs[0]!._id : '',
  prescriberName: name,
  registrationNumber: '',
  quantity: 1,
  indication: '',
  patientReference: '',
  signature: '',
  date: londonToday(),
});

/**
 * The prescriber's declaration, checked with the contract's schema (SPEC §5 messages); the
 * server's field messages (400 `fields`) land on the same inputs. Emptied after it is stored.
 */
export function DeclarationForm({
  productId,
  packs,
  defaultName = '',
  onSubmit,
}: DeclarationFormProps) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, DeclarationInput>({
    resolver: zodResolver(productsSchemas.CreateDeclarationBodySchema),
    defaultValues: blank(productId, packs, defaultName),
  });

  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
      reset(blank(productId, packs, defaultName));
    } catch (error) {
      if (error instanceof ApiCallFailedError) applyFieldErrors(error.failure, setError, FIELDS);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Prescriber declaration"
      data-testid="declaration-form"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Prescriber name"
            withAsterisk
            autoComplete="name"
            {...register('prescriberName')}
            error={errors.prescriberName?.message}
          />
          <TextInput
            label="Registration number (GPhC, GMC or NMC)"
            withAsterisk
            inputMode="numeric"
            maxLength={7}
            {...register('registrationNumber')}
            error={errors.registrationNumber?.message}
          />
          <Controller
            control={control}
            name="packId"
            render={({ field }) => (
              <Select
                label="Pack size"
                withAsterisk
                placeholder="Choose a pack size"
                data={packs.map((p) => ({
                  value: p._id,
                  label: products.formatPackSize(p.size, p.unit),
                }))}
                allowDeselect={false}
                name={field.name}
                value={field.value || null}
                onChange={(v) => field.onChange(v ?? '')}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.packId?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="quantity"
            render={({ field }) => (
              <NumberInput
                label="Quantity (packs)"
                withAsterisk
                min={1}
                max={1000}
                allowDecimal={false}
                allowNegative={false}
                name={field.name}
                value={field.value as number | string}
                onChange={(v) => field.onChange(v === '' ? undefined : v)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.quantity?.message}
              />
            )}
          />
          <TextInput
            label="Patient reference"
            description="Letters, digits and dashes; never the patient’s name"
            withAsterisk
            {...register('patientReference')}
            error={errors.patientReference?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Clinical indication"
          withAsterisk
          rows={3}
          {...register('indication')}
          error={errors.indication?.message}
        />
        {/* Controlled, so that the reset after a submit unticks it as it empties the rest. */}
        <Controller
          control={control}
          name="statementConfirmed"
          render={({ field }) => (
            <Checkbox
              label={products.DECLARATION_STATEMENT}
              name={field.name}
              checked={field.value === true}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.statementConfirmed?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Signature (type your full name)"
            withAsterisk
            {...register('signature')}
            error={errors.signature?.message}
          />
          <TextInput
            label="Date"
            type="date"
            withAsterisk
            {...register('date')}
            error={errors.date?.message}
          />
        </SimpleGrid>
        {errors.productId?.message && (
          <Text c="red.8" size="sm" role="alert">
            {errors.productId.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Submit and download PDF
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
