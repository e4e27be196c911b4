import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  CloseButton,
  FileButton,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/FloatingIndicator.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { IconPaperclip } from '@tabler/icons-react';
import type { z } from 'zod';
import { education, educationSchemas, londonToday } from '@portal/contract';
import { applyFieldErrors } from '../api/field-errors';
import { useIsMobile } from '../navigation/use-is-mobile';
import { ApiCallFailedError } from '../api/query';
import { useSaveCpdEntry, useUploadCpdEvidence } from './cpd-api';
import { CpdEvidenceLink } from './cpd-evidence-link';

type Schema = typeof educationSchemas.CpdEntryBodySchema;
type FormValues = z.input<Schema>;

/** GPhC's questions for each field (the server's PDF asks the same). */
const QUESTIONS = {
  plannedWhat: 'What are you planning to learn?',
  plannedHow: 'How are you planning to learn it?',
  learnedWhat: 'What did you learn?',
  whyRelevant: 'How was it relevant to your practice?',
  reflection: 'What did you discuss or reflect on, and what did you change?',
  benefitExample:
    'Give an example of how this learning has benefited the people using your services.',
} as const;

const TEXT_FIELDS = [
  'plannedWhat',
  'plannedHow',
  'learnedWhat',
  'whyRelevant',
  'reflection',
] as const;
const KNOWN = [
  ...TEXT_FIELDS,
  'type',
  'title',
  'activityDate',
  'benefitExample',
  'evidence',
] as const;

/** What a new record starts from: something done on the portal, or nothing. */
export interface CpdPrefill {
  source?: education.CpdSource;
  title?: string;
}

/** The form's starting values: the record being edited, or a new unplanned one for today. */
export function cpdFormValues(
  entry: education.CpdEntry | null,
  prefill: CpdPrefill = {},
): FormValues {
  return {
    type: entry?.type ?? 'unplanned',
    title:
      entry?.title ??
      (prefill.title ?? prefill.source?.title ?? '').slice(0, education.CPD_TITLE_MAX_LENGTH),
    activityDate: entry?.activityDate ?? londonToday(),
    plannedWhat: entry?.plannedWhat ?? '',
    plannedHow: entry?.plannedHow ?? '',
    learnedWhat: entry?.learnedWhat ?? '',
    whyRelevant: entry?.whyRelevant ?? '',
    reflection: entry?.reflection ?? '',
    benefitExample: entry?.benefitExample ?? '',
    source: entry?.source ?? prefill.source ?? null,
    evidence: entry?.evidence ?? [],
  };
}

const SOURCE_LABELS: Record<education.CpdSourceKind, string> = {
  webinar: 'Webinar',
  journalClub: 'Journal club',
  publication: 'Key publication',
  article: 'Article',
};

/**
 * A CPD record in a dialog: its type (planned, unplanned, peer discussion, reflective account),
 * the questions that type asks, the example of the benefit to the people served, and evidence
 * files. Checked by the contract's schema here and again on the server.
 */
export function CpdEntryDialog({
  entry,
  prefill,
  onClose,
  onSaved,
}: {
  entry: education.CpdEntry | null;
  prefill?: CpdPrefill;
  onClose: () => void;
  onSaved?: (entry: education.CpdEntry) => void;
}) {
  const mobile = useIsMobile();
  const save = useSaveCpdEntry();
  const upload = useUploadCpdEvidence();
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(educationSchemas.CpdEntryBodySchema),
    defaultValues: cpdFormValues(entry, prefill),
  });
  const type = useWatch({ control, name: 'type' });
  const source = useWatch({ control, name: 'source' });
  const asked = new Set<string>(educationSchemas.CPD_FIELDS_BY_TYPE[type]);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const saved = await save.mutateAsync({ id: entry?._id ?? null, body });
      onSaved?.(saved);
      onClose();
    } catch (error) {
      if (error instanceof ApiCallFailedError) applyFieldErrors(error.failure, setError, KNOWN);
    }
  });

  const title = entry ? 'Edit CPD record' : 'Add to CPD record';
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack>
          {source && (
            <Alert variant="light" p="xs" data-testid="cpd-source">
              <Text size="sm">
                From {SOURCE_LABELS[source.kind].toLowerCase()}: <strong>{source.title}</strong>
              </Text>
            </Alert>
          )}
          <Controller
            control={control}
            name="type"
            render={({ field }) => (
              <Stack gap={4}>
                <Text size="sm" fw={500} id="cpd-type-label">
                  Type of record
                </Text>
                <SegmentedControl
                  aria-labelledby="cpd-type-label"
                  fullWidth
                  orientation={mobile ? 'vertical' : 'horizontal'}
                  value={field.value}
                  onChange={field.onChange}
                  data={education.CPD_ENTRY_TYPES.map((t) => ({
                    value: t,
                    label: education.CPD_ENTRY_TYPE_LABELS[t],
                  }))}
                />
              </Stack>
            )}
          />
          <TextInput
            label="Title"
            withAsterisk
            data-autofocus
            error={errors.title?.message}
            {...register('title')}
          />
          <TextInput
            label="Date of the activity"
            type="date"
            withAsterisk
            error={errors.activityDate?.message}
            {...register('activityDate')}
          />
          {TEXT_FIELDS.filter((f) => asked.has(f)).map((f) => (
            <Textarea
              key={f}
              label={QUESTIONS[f]}
              withAsterisk
              autosize
              minRows={3}
              error={errors[f]?.message}
              {...register(f)}
            />
          ))}
          <Textarea
            label={QUESTIONS.benefitExample}
            withAsterisk
            autosize
            minRows={3}
            error={errors.benefitExample?.message}
            {...register('benefitExample')}
          />
          <Controller
            control={control}
            name="evidence"
            render={({ field }) => {
              const files = field.value ?? [];
              const pick = async (file: File | null) => {
                if (!file) return;
                setUploadProblem(null);
                try {
                  const uploaded = await upload.mutateAsync(file);
                  field.onChange([...files, { url: uploaded.url, name: uploaded.name }]);
                } catch (err) {
                  const failure = err instanceof ApiCallFailedError ? err.failure?.error : null;
                  setUploadProblem(
                    failure?.fields?.file ?? failure?.error ?? 'The file could not be uploaded.',
                  );
                }
              };
              return (
                <Stack gap={6}>
                  <Text size="sm" fw={500}>
                    Evidence
                  </Text>
                  {files.map((f) => (
                    <Group key={f.url} gap="xs" wrap="nowrap" data-testid="cpd-evidence-file">
                      <CpdEvidenceLink file={f} lineClamp={1} />
                      <CloseButton
                        size="sm"
                        aria-label={`Remove ${f.name}`}
                        onClick={() => field.onChange(files.filter((x) => x.url !== f.url))}
                      />
                    </Group>
                  ))}
                  {files.length < education.CPD_EVIDENCE_MAX_FILES && (
                    <FileButton
                      onChange={(f) => void pick(f)}
                      accept={education.CPD_EVIDENCE_TYPES.join(',')}
                    >
                      {(props) => (
                        <Button
                          {...props}
                          variant="default"
                          size="sm"
                          leftSection={<IconPaperclip size={16} aria-hidden />}
                          loading={upload.isPending}
                          style={{ alignSelf: 'flex-start' }}
                        >
                          Attach a certificate or notes
                        </Button>
                      )}
                    </FileButton>
                  )}
                  <Text size="xs" c="dimmed">
                    A PDF, JPEG, PNG or WebP file, at most 5 MB.
                  </Text>
                  {(uploadProblem ?? errors.evidence?.message) && (
                    <Text size="sm" c="red" role="alert">
                      {uploadProblem ?? errors.evidence?.message}
                    </Text>
                  )}
                </Stack>
              );
            }}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={upload.isPending}>
              Save record
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
