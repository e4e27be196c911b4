import { Anchor, Group, Loader } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import type { education } from '@portal/contract';
import { useDownloadCpdEvidence } from './cpd-api';

/**
 * An evidence file of the user's CPD record, by name: a click downloads it through the API with
 * the session (evidence is private, never at a public address). The form and the CPD page's
 * cards both show evidence this way.
 */
export function CpdEvidenceLink({
  file,
  lineClamp,
}: {
  file: education.CpdEvidence;
  lineClamp?: number;
}) {
  const download = useDownloadCpdEvidence();
  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      lineClamp={lineClamp}
      onClick={() => download.mutate(file.url)}
      disabled={download.isPending}
      aria-label={`Download ${file.name}`}
      data-testid="cpd-evidence-link"
    >
      <Group gap={4} wrap="nowrap" component="span">
        {download.isPending ? (
          <Loader size={14} aria-hidden />
        ) : (
          <IconPaperclip size={14} aria-hidden style={{ flex: 'none' }} />
        )}
        {file.name}
      </Group>
    </Anchor>
  );
}
