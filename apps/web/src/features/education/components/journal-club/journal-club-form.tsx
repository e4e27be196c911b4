import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { educationSchemas, londonLocalInput, type education } from '@portal/contract';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { useSaveJournalClub } from '../../api/save-journal-club';

type Field = keyof education.JournalClubBody;

/** A session's form values as they stand (for its author's edit). */
export const clubFormValues = (club: education.JournalClub): education.JournalClubBody => ({
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
 * "New journal club" (and its author's edit): the paper, the meeting (a London time) and a
 * summary, checked with the contract's schema before it is sent; the server's field messages
 * go on the fields it refused.
 */
export function JournalClubForm({
  club,
  onClose,
  onSaved,
}: {
  /** The session being edited; none for a new one. */
  club?: education.JournalClub;
  onClose: () => void;
  onSaved: (club: education.JournalClub) => void;
}) {
  const save = useSaveJournalClub(club?._id);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<education.JournalClubBody>({
    resolver: zodResolver(educationSchemas.JournalClubBodySchema),
    defaultValues: club
      ? clubFormValues(club)
      : {
          title: '',
          authors: '',
          journal: '',
          doi: '',
          meetingAt: '',
          meetingUrl: '',
          host: '',
          summary: '',
        },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSaved(await save.mutateAsync(values));
    } catch (error) {
      const fields = error instanceof ApiCallFailedError ? error.failure?.error?.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {})) {
        setError(name as Field, { message });
      }
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={club ? 'Edit journal club' : 'New journal club'}
      size="lg"
      centered
      zIndex={400}
    >
      <form
        onSubmit={submit}
        noValidate
        aria-label={club ? 'Edit journal club' : 'New journal club'}
      >
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
            <TextInput
              label="Host"
              withAsterisk
              error={errors.host?.message}
              {...register('host')}
            />
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
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {club ? 'Save' : 'Create journal club'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
