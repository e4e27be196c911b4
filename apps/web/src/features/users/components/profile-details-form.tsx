import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { usersSchemas, type Profile } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { titleOptions } from '../../../shared/ui/title-options';
import { applyProfile, updateProfile, useSpecialityOptions } from '../api/profile';

type Schema = typeof usersSchemas.UpdateProfileBodySchema;
type FormValues = z.input<Schema>;

const FIELDS = [
  'title',
  'firstName',
  'lastName',
  'contactNumber',
  'postcode',
  'specialityId',
] as const;

/** The values the form starts from: the profile, with blanks for what is not set. */
export function detailsOf(profile: Profile): FormValues {
  return {
    title: profile.title ?? '',
    firstName: profile.firstName,
    lastName: profile.lastName,
    contactNumber: profile.contactNumber ?? '',
    postcode: profile.postcode ?? '',
    specialityId: profile.speciality?._id ?? '',
  };
}

/** Name, title, contact details and speciality; saving updates the header's name at once. */
export function ProfileDetailsForm({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const specialities = useSpecialityOptions();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(usersSchemas.UpdateProfileBodySchema),
    values: detailsOf(profile),
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await updateProfile(body, {
      onFailure: (failure) => void applyFieldErrors(failure, setError, FIELDS),
    });
    if (!result) return;
    reset(detailsOf(result.data));
    await applyProfile(queryClient, result.data);
  });

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <form onSubmit={onSubmit} noValidate aria-label="Personal details">
        <Stack>
          <Title order={2} fz="h4">
            Personal details
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <NativeSelect
              label="Title"
              withAsterisk
              data={titleOptions(profile.title)}
              error={errors.title?.message}
              {...register('title')}
            />
            <TextInput
              label="First name"
              autoComplete="given-name"
              withAsterisk
              error={errors.firstName?.message}
              {...register('firstName')}
            />
            <TextInput
              label="Last name"
              autoComplete="family-name"
              withAsterisk
              error={errors.lastName?.message}
              {...register('lastName')}
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Contact number"
              type="tel"
              autoComplete="tel"
              error={errors.contactNumber?.message}
              {...register('contactNumber')}
            />
            <TextInput
              label="Postcode"
              autoComplete="postal-code"
              error={errors.postcode?.message}
              {...register('postcode')}
            />
            <NativeSelect
              label="Speciality"
              disabled={specialities.isPending}
              data={[
                { value: '', label: specialities.isPending ? 'Loading…' : 'No speciality' },
                ...(specialities.data ?? []).map((s) => ({ value: s._id, label: s.name })),
              ]}
              error={errors.specialityId?.message}
              {...register('specialityId')}
            />
          </SimpleGrid>
          <TextInput label="Email" value={profile.email} readOnly disabled />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              Save details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
