import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { educationSchemas, type education } from '@portal/contract';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { clubFormValues, JournalClubFields } from '../../../../shared/ui/journal-club-fields';
import { useSaveJournalClub } from '../../api/save-journal-club';

type Field = keyof education.JournalClubBody;

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
          <JournalClubFields register={register} errors={errors} />
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
