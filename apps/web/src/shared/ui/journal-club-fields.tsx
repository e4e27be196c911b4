import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { londonLocalInput, type education } from '@portal/contract';

/** A session's form values as they stand (for an edit: its author's, or an admin's). */
export const clubFormValues = (
  club: Omit<education.JournalClubBody, 'meetingAt'> & { meetingAt: string },
): education.JournalClubBody => ({
  title: club.title,
  authors: club.authors,
  journal: club.journal,
  year: club.year,
  doi: club.doi,
  meetingAt: londonLocalInput(club.meetingAt),
  meetingUrl: club.meetingUrl,
  host: club.host,
  summary: club.summary,
});

/**
 * A journal club session's inputs (the paper, the meeting in UK time, the summary), for its
 * author's form in Education and any session's in the admin area.
 */
export function JournalClubFields({
  register,
  errors,
}: {
  register: UseFormRegister<education.JournalClubBody>;
  errors: FieldErrors<education.JournalClubBody>;
}) {
  return (
    <Stack gap="sm">
      <TextInput
        label="Paper title"
        withAsterisk
        error={errors.title?.message}
        {...register('title')}
      />
      <TextInput
        label="Paper authors"
        description="As cited, e.g. Patel R, Hughes S, et al."
        withAsterisk
        error={errors.authors?.message}
        {...register('authors')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Journal"
          withAsterisk
          error={errors.journal?.message}
          {...register('journal')}
        />
        <TextInput
          label="Year"
          type="number"
          inputMode="numeric"
          withAsterisk
          error={errors.year?.message}
          {...register('year', { valueAsNumber: true })}
        />
      </SimpleGrid>
      <TextInput
        label="DOI"
        description="e.g. 10.1136/bmj.n71"
        withAsterisk
        error={errors.doi?.message}
        {...register('doi')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="Meeting time (UK time)"
          type="datetime-local"
          withAsterisk
          error={errors.meetingAt?.message}
          {...register('meetingAt')}
        />
        <TextInput label="Host" withAsterisk error={errors.host?.message} {...register('host')} />
      </SimpleGrid>
      <TextInput
        label="Meeting link"
        type="url"
        placeholder="https://"
        withAsterisk
        error={errors.meetingUrl?.message}
        {...register('meetingUrl')}
      />
      <Textarea
        label="Summary"
        description="What the paper found and what you would like to discuss."
        withAsterisk
        autosize
        minRows={4}
        error={errors.summary?.message}
        {...register('summary')}
      />
    </Stack>
  );
}
