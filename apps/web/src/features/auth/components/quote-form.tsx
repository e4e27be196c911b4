import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { usersSchemas } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { sendContactMessage } from '../api/contact-us';

type Schema = typeof usersSchemas.ContactBodySchema;
type FormValues = z.input<Schema>;

const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };
const FIELDS = ['name', 'email', 'phone', 'subject', 'message'] as const;

/** The landing page's get-a-quote block: a message to the team (POST /api/contactUs/create). */
export function QuoteForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(usersSchemas.ContactBodySchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await sendContactMessage(body, {
      onFailure: (failure) => void applyFieldErrors(failure, setError, FIELDS),
    });
    // The server's thank-you is shown as the snack; the form is ready for another message.
    if (result) reset(EMPTY);
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Get a quote">
      <Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Name"
            autoComplete="name"
            withAsterisk
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Email"
            type="email"
            autoComplete="email"
            withAsterisk
            error={errors.email?.message}
            {...register('email')}
          />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <TextInput
            label="Subject"
            withAsterisk
            error={errors.subject?.message}
            {...register('subject')}
          />
        </SimpleGrid>
        <Textarea
          label="Message"
          withAsterisk
          rows={5}
          error={errors.message?.message}
          {...register('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
