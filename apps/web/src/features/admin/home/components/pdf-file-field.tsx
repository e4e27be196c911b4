import { useState } from 'react';
import { Button, FileButton, Group, Input, Loader, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { education } from '@portal/contract';
import { ApiCallFailedError } from '../../../../shared/api/query';
import { useUploadLibraryFile } from '../api/upload-library-file';

/** The upload's answer, kept whole: the preview shows its size; the schema sends key and name. */
export type PdfFile = education.LibraryFileUpload;

const TOO_BIG = `Please choose a PDF of at most ${education.LIBRARY_DOCUMENT_MAX_BYTES / 1024 / 1024} MB.`;

/**
 * A library document's file: a PDF picked here (type and size checked at once), uploaded and
 * checked by its content on the server; `value` is what the document sends as its `file`.
 */
export function PdfFileField({
  label,
  description,
  required,
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  label: string;
  description?: string;
  required?: boolean;
  value: PdfFile | null;
  onChange: (file: PdfFile | null) => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const upload = useUploadLibraryFile();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const why =
      file.type !== 'application/pdf'
        ? 'Please upload a PDF document.'
        : file.size > education.LIBRARY_DOCUMENT_MAX_BYTES
          ? TOO_BIG
          : null;
    setProblem(why);
    if (why) return;
    onUploadingChange?.(true);
    try {
      const done = await upload.mutateAsync(file);
      onChange(done);
    } catch (err) {
      const failure = err instanceof ApiCallFailedError ? err.failure : null;
      setProblem(
        failure?.status === 413
          ? TOO_BIG
          : (failure?.error?.fields?.file ??
              failure?.error?.error ??
              'The file could not be uploaded.'),
      );
    } finally {
      onUploadingChange?.(false);
    }
  };

  return (
    <Input.Wrapper
      label={label}
      description={description}
      labelElement="div"
      withAsterisk={required}
      error={problem ?? error}
    >
      <Group gap="sm" mt={4}>
        {value && (
          <Text size="sm" data-testid="pdf-file-name">
            {value.fileName}
          </Text>
        )}
        <FileButton onChange={(f) => void pick(f)} accept="application/pdf">
          {(props) => (
            <Button
              {...props}
              variant="default"
              size="sm"
              leftSection={<IconFileUpload size={16} aria-hidden />}
              disabled={upload.isPending}
            >
              {value ? 'Replace PDF' : 'Choose PDF'}
            </Button>
          )}
        </FileButton>
        {upload.isPending && <Loader size="sm" aria-label="Uploading document" />}
      </Group>
    </Input.Wrapper>
  );
}
