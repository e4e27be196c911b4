import { educationSchemas, type education } from '@portal/contract';
import { clubFormValues, JournalClubFields } from '../../../../shared/ui/journal-club-fields';
import { AdminForm, useAdminForm } from '../../components/admin-form';
import type { ContentFormProps } from './content-editor';

const FIELDS = [
  'title',
  'authors',
  'journal',
  'year',
  'doi',
  'meetingAt',
  'meetingUrl',
  'host',
  'summary',
] as const;

/** Any member's journal club session, as an admin corrects it; saved, it shows at once. */
export function JournalClubForm({
  item,
  onSubmit,
}: ContentFormProps<education.AdminJournalClub, education.JournalClubBody>) {
  const form = useAdminForm<education.JournalClubBody, education.JournalClubBody>({
    schema: educationSchemas.JournalClubBodySchema,
    defaultValues: item ? clubFormValues(item) : {},
    fields: FIELDS,
    onSubmit,
  });
  return (
    <AdminForm form={form} label="Journal club" submitLabel="Save session" publishable={false}>
      <JournalClubFields register={form.register} errors={form.formState.errors} />
    </AdminForm>
  );
}
