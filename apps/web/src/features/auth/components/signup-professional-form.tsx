import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  MultiSelect,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { authSchemas, MAX_CLINICS, messages, type RegisterState } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { registerStep, usePublicClinics, useRoles, useSpecialities } from '../api/register';

type Schema = typeof authSchemas.RegisterProfessionalStepSchema;
type FormValues = z.input<Schema>;

const FIELDS = [
  'roleId',
  'specialityId',
  'clinicIds',
  'registrationNumber',
  'contactNumber',
  'postcode',
] as const;

/** Sign-up step 2: role, speciality, clinics and registration details; then the e-mail goes out. */
export function SignupProfessionalForm({
  registerToken,
  onDone,
}: {
  registerToken: string;
  onDone: (state: RegisterState) => void;
}) {
  const roles = useRoles();
  const specialities = useSpecialities();
  const clinics = usePublicClinics();
  const {
    register,
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.RegisterProfessionalStepSchema),
    defaultValues: {
      step: 'professional',
      registerToken,
      roleId: '',
      specialityId: '',
      clinicIds: [],
      registrationNumber: '',
      contactNumber: '',
      postcode: '',
    },
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await registerStep(body, {
      onFailure: (failure) => void applyFieldErrors(failure, setError, FIELDS),
    });
    if (result) onDone(result.data);
  });

  if (roles.isPending || specialities.isPending || clinics.isPending) {
    return (
      <Stack data-testid="professional-form-loading" aria-busy>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} height={56} />
        ))}
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Professional details">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NativeSelect
            label="Role"
            withAsterisk
            data={[
              { value: '', label: 'Select your role' },
              ...(roles.data ?? []).map((r) => ({ value: r._id, label: r.name })),
            ]}
            error={errors.roleId && 'This field is required'}
            {...register('roleId')}
          />
          <NativeSelect
            label="Speciality"
            withAsterisk
            data={[
              { value: '', label: 'Select your speciality' },
              ...(specialities.data ?? []).map((s) => ({ value: s._id, label: s.name })),
            ]}
            error={errors.specialityId && 'This field is required'}
            {...register('specialityId')}
          />
        </SimpleGrid>
        <Controller
          control={control}
          name="clinicIds"
          render={({ field: { value, onChange, onBlur, ref } }) => (
            <MultiSelect
              ref={ref}
              label="Clinics"
              description={`Where you work: up to ${MAX_CLINICS}`}
              placeholder="Search clinics"
              withAsterisk
              searchable
              clearable
              hidePickedOptions
              nothingFoundMessage="No clinics found"
              data={(clinics.data ?? []).map((c) => ({
                value: c._id,
                label: `${c.name}, ${c.town}`,
              }))}
              value={value}
              onChange={(next) => {
                // One more than the maximum is refused at once, with SPEC §5's message (the
                // schema refuses it too).
                if (next.length > MAX_CLINICS) {
                  setError('clinicIds', {
                    type: 'maxLength',
                    message: messages.clinicMax(MAX_CLINICS),
                  });
                  return;
                }
                if (errors.clinicIds?.type === 'maxLength') clearErrors('clinicIds');
                onChange(next);
              }}
              onBlur={onBlur}
              error={errors.clinicIds?.message ?? errors.clinicIds?.[0]?.message}
            />
          )}
        />
        <TextInput
          label="Registration number"
          description="Your 7-digit GPhC (or other UK register) number"
          inputMode="numeric"
          withAsterisk
          error={errors.registrationNumber?.message}
          {...register('registrationNumber')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Contact number"
            type="tel"
            autoComplete="tel"
            withAsterisk
            error={errors.contactNumber?.message}
            {...register('contactNumber')}
          />
          <TextInput
            label="Postcode"
            autoComplete="postal-code"
            withAsterisk
            error={errors.postcode?.message}
            {...register('postcode')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
