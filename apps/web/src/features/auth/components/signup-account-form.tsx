import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Button,
  Group,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { authSchemas, type RegisterState } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { titleOptions } from '../../../shared/ui/title-options';
import { registerStep } from '../api/register';

type Schema = typeof authSchemas.RegisterAccountStepSchema;
type FormValues = z.input<Schema>;

const FIELDS = ['title', 'firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

/** Sign-up step 1: creates the account and returns the register token for step 2. */
export function SignupAccountForm({ onDone }: { onDone: (state: RegisterState) => void }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(authSchemas.RegisterAccountStepSchema),
    defaultValues: {
      step: 'account',
      title: '',
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
    },
  });

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
    <form onSubmit={onSubmit} noValidate aria-label="Create your account">
      <Stack>
        <NativeSelect
          label="Title"
          withAsterisk
          data={titleOptions()}
          error={errors.title?.message}
          {...register('title')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
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
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          withAsterisk
          error={errors.email?.message}
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
