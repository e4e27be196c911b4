import { Controller } from 'react-hook-form';
import { Checkbox, Group, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { education, educationSchemas } from '@portal/contract';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import { ContentImageInput, WordListInput } from '../../components/admin-form-fields';
import type { ContentFormProps } from './content-editor';

const FIELDS = [
  'name',
  'town',
  'postcode',
  'address',
  'summary',
  'description',
  'specialisms',
  'services',
  'phone',
  'email',
  'website',
  'openingHours',
  'imageUrl',
] as const;

type Values = education.ClinicFormValues;

/** The form's values from a clinic (empty profile fields for one made at sign-up time). */
export const clinicFormValues = (c: education.AdminClinic | null): Values => ({
  name: c?.name ?? '',
  town: (c?.town ?? '') as Values['town'],
  postcode: c?.postcode ?? '',
  listedAtSignUp: c?.listedAtSignUp ?? true,
  address: c?.address ?? '',
  summary: c?.summary ?? '',
  description: c?.description ?? '',
  specialisms: c?.specialisms ?? [],
  services: c?.services ?? [],
  phone: c?.phone ?? '',
  email: c?.email ?? '',
  website: c?.website ?? '',
  openingHours: c?.openingHours ?? '',
  acceptingReferrals: c?.acceptingReferrals ?? true,
  imageUrl: c?.imageUrl ?? null,
  publishedAt: c?.publishedAt ?? null,
});

/** A clinic: where it is, what sign-up and Education's Clinics tab show of it (decision 144). */
export function ClinicForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminClinic, education.ClinicBody>) {
  const form = useAdminForm<Values, education.ClinicBody>({
    schema: educationSchemas.ClinicBodySchema,
    defaultValues: clinicFormValues(item),
    fields: FIELDS,
    onSubmit,
  });
  const { field, control } = form;
  return (
    <AdminForm form={form} label="Clinic" submitLabel="Save clinic">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label="Name" withAsterisk {...field('name')} />
        <Controller
          control={control}
          name="town"
          render={({ field: town, fieldState }) => (
            <Select
              label="Town or city"
              withAsterisk
              searchable
              data={education.UK_TOWNS}
              nothingFoundMessage="No town or city by that name"
              name={town.name}
              value={town.value || null}
              onChange={(v) => town.onChange(v ?? '')}
              onBlur={town.onBlur}
              ref={town.ref}
              error={fieldState.error?.message}
            />
          )}
        />
        <TextInput label="Postcode" withAsterisk {...field('postcode')} />
        <TextInput label="Address" withAsterisk {...field('address')} />
        <TextInput label="Phone" {...field('phone')} />
        <TextInput label="E-mail" {...field('email')} />
        <TextInput label="Website" placeholder="https://" {...field('website')} />
        <TextInput label="Opening hours" withAsterisk {...field('openingHours')} />
      </SimpleGrid>
      <Textarea label="Summary" withAsterisk autosize minRows={2} {...field('summary')} />
      <Textarea label="Description" withAsterisk autosize minRows={4} {...field('description')} />
      <Controller
        control={control}
        name="specialisms"
        render={({ field: list, fieldState }) => (
          <Checkbox.Group
            label="Specialisms"
            value={list.value ?? []}
            onChange={list.onChange}
            error={fieldState.error?.message}
          >
            <Group gap="md" mt="xs">
              {education.CLINIC_SPECIALISMS.map((s) => (
                <Checkbox key={s} value={s} label={education.CLINIC_SPECIALISM_LABELS[s]} />
              ))}
            </Group>
          </Checkbox.Group>
        )}
      />
      <WordListInput control={control} name="services" label="Services" />
      <ContentImageInput
        form={form}
        endpoint={education.uploadAdminClinicImage}
        label="Picture"
        alt="Picture of this clinic"
      />
      <Group gap="lg">
        <Checkbox label="Accepting referrals" {...form.register('acceptingReferrals')} />
        <Checkbox
          label="Offered at sign-up"
          description="People signing up can say they work here"
          {...form.register('listedAtSignUp')}
        />
      </Group>
    </AdminForm>
  );
}
