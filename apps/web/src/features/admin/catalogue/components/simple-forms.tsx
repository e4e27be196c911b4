import { Controller, useFieldArray, useForm, type FieldValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ActionIcon,
  Button,
  Group,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import {
  educationSchemas,
  londonLocalInput,
  productsAdminSchemas,
  type education,
  type productsAdmin,
} from '@portal/contract';
import type { z } from 'zod';
import { applyFieldErrors } from '../../../../shared/api/field-errors';
import { RichTextInput } from '../../../../shared/ui/rich-text-input';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { PublishControl } from '../../components/publish-control';

interface FormProps<I, B> {
  item: I | null;
  onSubmit: (body: B) => Promise<unknown>;
}

/** A form's submit: the server's field messages land on the inputs. */
function submitter<T extends FieldValues>(
  onSubmit: (body: never) => Promise<unknown>,
  setError: Parameters<typeof applyFieldErrors<T>>[1],
  fields: readonly Path<T>[],
) {
  return async (body: unknown) => {
    try {
      await onSubmit(body as never);
    } catch (error) {
      if (error instanceof ApiCallFailedError) applyFieldErrors(error.failure, setError, fields);
    }
  };
}

/** A list of words typed comma-separated ('Pain, Sleep'). */
const listText = (v: readonly string[] | undefined) => (v ?? []).join(', ');
const textList = (t: string) =>
  t
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

// ── Producers ─────────────────────────────────────────────────────────────────────────────

type ProducerValues = z.input<typeof productsAdminSchemas.ProducerBodySchema>;

export function ProducerForm({
  item,
  onSubmit,
}: FormProps<productsAdmin.AdminProducer, productsAdmin.ProducerBody>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProducerValues, unknown, productsAdmin.ProducerBody>({
    resolver: zodResolver(productsAdminSchemas.ProducerBodySchema),
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
      publishedAt: item?.publishedAt ?? null,
    },
  });
  const licences = useFieldArray({ control, name: 'licences' });
  const fields = ['name', 'country', 'website', 'summary', 'email', 'phone', 'address'] as const;
  return (
    <form
      onSubmit={handleSubmit(submitter(onSubmit, setError, fields))}
      noValidate
      aria-label="Producer"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Name" withAsterisk {...register('name')} error={errors.name?.message} />
          <TextInput
            label="Country"
            withAsterisk
            {...register('country')}
            error={errors.country?.message}
          />
          <TextInput label="Website" {...register('website')} error={errors.website?.message} />
          <TextInput label="E-mail" {...register('email')} error={errors.email?.message} />
          <TextInput label="Phone" {...register('phone')} error={errors.phone?.message} />
          <TextInput label="Address" {...register('address')} error={errors.address?.message} />
        </SimpleGrid>
        <Textarea
          label="Summary"
          withAsterisk
          autosize
          minRows={2}
          {...register('summary')}
          error={errors.summary?.message}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          {...register('description')}
          error={errors.description?.message}
        />
        <Stack gap={6}>
          <Text fw={500} size="sm">
            Licences
          </Text>
          {licences.fields.map((f, i) => (
            <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label="Type"
                {...register(`licences.${i}.type`)}
                error={errors.licences?.[i]?.type?.message}
              />
              <TextInput
                label="Number"
                {...register(`licences.${i}.number`)}
                error={errors.licences?.[i]?.number?.message}
              />
              <TextInput
                label="Issuer"
                {...register(`licences.${i}.issuer`)}
                error={errors.licences?.[i]?.issuer?.message}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`Remove licence ${i + 1}`}
                onClick={() => licences.remove(i)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => licences.append({ type: '', number: '', issuer: '' })}
          >
            Add a licence
          </Button>
        </Stack>
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <PublishControl value={field.value ?? null} onChange={field.onChange} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save producer
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ── FAQ entries ───────────────────────────────────────────────────────────────────────────

type FaqValues = z.input<typeof educationSchemas.FaqEntryBodySchema>;

export function FaqEntryForm({
  item,
  onSubmit,
}: FormProps<education.AdminFaqEntry, education.FaqEntryBody>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FaqValues, unknown, education.FaqEntryBody>({
    resolver: zodResolver(educationSchemas.FaqEntryBodySchema),
    defaultValues: {
      topic: item?.topic ?? '',
      question: item?.question ?? '',
      answer: item?.answer ?? '',
      position: item?.position ?? '',
      publishedAt: item?.publishedAt ?? null,
    },
  });
  const fields = ['topic', 'question', 'answer', 'position'] as const;
  return (
    <form
      onSubmit={handleSubmit(submitter(onSubmit, setError, fields))}
      noValidate
      aria-label="FAQ entry"
    >
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Topic"
            description="A new name makes a new topic"
            withAsterisk
            {...register('topic')}
            error={errors.topic?.message}
          />
          <TextInput
            label="Place in the topic"
            description="From 0; empty: after the others"
            inputMode="numeric"
            {...register('position')}
            error={errors.position?.message}
          />
        </SimpleGrid>
        <TextInput
          label="Question"
          withAsterisk
          {...register('question')}
          error={errors.question?.message}
        />
        <Textarea
          label="Answer"
          description="Plain text; a blank line between paragraphs"
          withAsterisk
          autosize
          minRows={4}
          {...register('answer')}
          error={errors.answer?.message}
        />
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <PublishControl value={field.value ?? null} onChange={field.onChange} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save question
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ── Key publications ──────────────────────────────────────────────────────────────────────

type KeyPublicationValues = z.input<typeof educationSchemas.KeyPublicationBodySchema>;

export function KeyPublicationForm({
  item,
  onSubmit,
}: FormProps<education.AdminKeyPublication, education.KeyPublicationBody>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<KeyPublicationValues, unknown, education.KeyPublicationBody>({
    resolver: zodResolver(educationSchemas.KeyPublicationBodySchema),
    defaultValues: {
      title: item?.title ?? '',
      citation: item?.citation ?? '',
      doi: item?.doi ?? '',
      year: item?.year ?? '',
      summary: item?.summary ?? '',
      practiceRelevance: item?.practiceRelevance ?? '',
      topics: item?.topics ?? [],
      publishedAt: item?.publishedAt ?? null,
    },
  });
  const fields = ['title', 'citation', 'doi', 'year', 'summary', 'practiceRelevance'] as const;
  return (
    <form
      onSubmit={handleSubmit(submitter(onSubmit, setError, fields))}
      noValidate
      aria-label="Key publication"
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          {...register('title')}
          error={errors.title?.message}
        />
        <TextInput
          label="Citation"
          withAsterisk
          {...register('citation')}
          error={errors.citation?.message}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="DOI"
            description="e.g. 10.1136/bmj.n71"
            withAsterisk
            {...register('doi')}
            error={errors.doi?.message}
          />
          <TextInput
            label="Year"
            withAsterisk
            inputMode="numeric"
            {...register('year')}
            error={errors.year?.message}
          />
        </SimpleGrid>
        <Textarea
          label="Summary"
          withAsterisk
          autosize
          minRows={3}
          {...register('summary')}
          error={errors.summary?.message}
        />
        <Textarea
          label="Why it matters for practice"
          withAsterisk
          autosize
          minRows={3}
          {...register('practiceRelevance')}
          error={errors.practiceRelevance?.message}
        />
        <Controller
          control={control}
          name="topics"
          render={({ field }) => (
            <TextInput
              label="Topics"
              description="Separated by commas"
              defaultValue={listText(field.value)}
              onChange={(e) => field.onChange(textList(e.currentTarget.value))}
              error={errors.topics?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <PublishControl value={field.value ?? null} onChange={field.onChange} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save publication
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

// ── Webinars ──────────────────────────────────────────────────────────────────────────────

type WebinarValues = z.input<typeof educationSchemas.WebinarBodySchema>;

export function WebinarForm({
  item,
  onSubmit,
}: FormProps<education.AdminWebinar, education.WebinarBody>) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WebinarValues, unknown, education.WebinarBody>({
    resolver: zodResolver(educationSchemas.WebinarBodySchema),
    defaultValues: {
      title: item?.title ?? '',
      summary: item?.summary ?? '',
      description: item?.description ?? '',
      speakers: item?.speakers ?? [{ name: '', role: '' }],
      topics: item?.topics ?? [],
      startsAt: item ? londonLocalInput(item.startsAt) : '',
      endsAt: item ? londonLocalInput(item.endsAt) : '',
      capacity: item?.capacity ?? '',
      joinUrl: item?.joinUrl ?? '',
      recordingUrl: item?.recordingUrl ?? '',
      imageUrl: item?.imageUrl ?? '',
      publishedAt: item?.publishedAt ?? null,
    },
  });
  const speakers = useFieldArray({ control, name: 'speakers' });
  const fields = [
    'title',
    'summary',
    'description',
    'startsAt',
    'endsAt',
    'capacity',
    'joinUrl',
    'recordingUrl',
    'imageUrl',
  ] as const;
  return (
    <form
      onSubmit={handleSubmit(submitter(onSubmit, setError, fields))}
      noValidate
      aria-label="Webinar"
    >
      <Stack gap="md">
        <TextInput
          label="Title"
          withAsterisk
          {...register('title')}
          error={errors.title?.message}
        />
        <Textarea
          label="Summary"
          withAsterisk
          autosize
          minRows={2}
          {...register('summary')}
          error={errors.summary?.message}
        />
        <Controller
          control={control}
          name="description"
          render={({ field }) => (
            <RichTextInput
              label="Description"
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
              error={errors.description?.message}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            type="datetime-local"
            label="Starts (London time)"
            withAsterisk
            {...register('startsAt')}
            error={errors.startsAt?.message}
          />
          <TextInput
            type="datetime-local"
            label="Ends (London time)"
            withAsterisk
            {...register('endsAt')}
            error={errors.endsAt?.message}
          />
          <TextInput
            label="Seats"
            description="Empty: not limited"
            inputMode="numeric"
            {...register('capacity')}
            error={errors.capacity?.message}
          />
          <TextInput label="Join link" {...register('joinUrl')} error={errors.joinUrl?.message} />
          <TextInput
            label="Recording link"
            {...register('recordingUrl')}
            error={errors.recordingUrl?.message}
          />
          <TextInput
            label="Image address"
            {...register('imageUrl')}
            error={errors.imageUrl?.message}
          />
        </SimpleGrid>
        <Stack gap={6}>
          <Text fw={500} size="sm">
            Speakers
          </Text>
          {speakers.fields.map((f, i) => (
            <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                label="Name"
                {...register(`speakers.${i}.name`)}
                error={errors.speakers?.[i]?.name?.message}
              />
              <TextInput
                label="Role"
                {...register(`speakers.${i}.role`)}
                error={errors.speakers?.[i]?.role?.message}
              />
              <ActionIcon
                mt={26}
                variant="subtle"
                color="red"
                aria-label={`Remove speaker ${i + 1}`}
                onClick={() => speakers.remove(i)}
              >
                ×
              </ActionIcon>
            </Group>
          ))}
          {(errors.speakers?.root?.message ?? errors.speakers?.message) && (
            <Text size="xs" c="red" role="alert">
              {errors.speakers?.root?.message ?? errors.speakers?.message}
            </Text>
          )}
          <Button
            variant="light"
            size="xs"
            w="fit-content"
            onClick={() => speakers.append({ name: '', role: '' })}
          >
            Add a speaker
          </Button>
        </Stack>
        <Controller
          control={control}
          name="topics"
          render={({ field }) => (
            <TextInput
              label="Topics"
              description="Separated by commas"
              defaultValue={listText(field.value)}
              onChange={(e) => field.onChange(textList(e.currentTarget.value))}
            />
          )}
        />
        <Controller
          control={control}
          name="publishedAt"
          render={({ field }) => (
            <PublishControl value={field.value ?? null} onChange={field.onChange} />
          )}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            Save webinar
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
