import { useMemo } from 'react';
import { useActionData } from 'react-router';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { authSchemas, type RegisterState } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { titleOptions } from '../../../shared/ui/title-options';
import { registerStep } from '../api/register';
import type { SignupActionData } from '../api/signup-action';

type Schema = typeof authSchemas.RegisterAccountStepSchema;
type FormValues = z.input<Schema>;

const FIELDS = ['title', 'firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/**
 * Sign-up step 1: creates the account and returns the register token for step 2. A real form:
 * sent before the app has started (or without scripts), the browser posts it to /signup, whose
 * action makes the same call on the server (signup-action.ts). Its fields start from what the
 * browser holds (no default values to write over them), so what was typed before the scripts
 * arrived stays; after a refused post they show what was sent, passwords excepted.
 */
export function SignupAccountForm({ onDone }: { onDone: (state: RegisterState) => void }) {
  const answered = useActionData() as SignupActionData | undefined;
  const refused = answered && !answered.ok ? answered : undefined;
  const serverErrors = useMemo<FieldErrors<FormValues> | undefined>(
    () =>
      refused &&
      Object.fromEntries(
        Object.entries(refused.fields).map(([field, message]) => [
          field,
          { type: 'server', message },
        ]),
      ),
    [refused],
  );
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.RegisterAccountStepSchema),
    defaultValues: { step: 'account' },
    errors: serverErrors,
  });
  const sent = refused?.values;

  const onSubmit = handleSubmit(async (body) => {
    const result = await registerStep(body, {
      // A 409 (e-mail already registered) shows the server's text in the snack and on the input.
      onFailure: (failure) => {
        if (applyFieldErrors(failure, setError, FIELDS)) return;
        if (failure.status === 409 && failure.error) {
          setError(
            'email',
            { type: 'server', message: failure.error.error },
            { shouldFocus: true },
          );
        }
      },
    });
    if (result) onDone(result.data);
  });

  return (
    <form
      method="post"
      action="/signup"
      onSubmit={onSubmit}
      noValidate
      aria-label="Create your account"
    >
      <Stack>
        {refused?.message && Object.keys(refused.fields).length === 0 && (
          <Alert color="red" role="alert">
            {refused.message}
          </Alert>
        )}
        <NativeSelect
          label="Title"
          withAsterisk
          data={titleOptions()}
          error={errors.title?.message}
          defaultValue={sent?.title}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="First name"
            autoComplete="given-name"
            withAsterisk
            error={errors.firstName?.message}
            defaultValue={sent?.firstName}
            {...register('firstName')}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            withAsterisk
            error={errors.lastName?.message}
            defaultValue={sent?.lastName}
            {...register('lastName')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
          defaultValue={sent?.email}
          {...register('email')}
        />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          withAsterisk
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          withAsterisk
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Continue
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
