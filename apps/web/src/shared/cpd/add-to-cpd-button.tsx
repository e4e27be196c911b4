import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import type { education } from '@portal/contract';

// The form (and the contract's schemas with it) loads when the button is first pressed.
const CpdEntryDialog = lazy(() =>
  import('./cpd-entry-form').then((m) => ({ default: m.CpdEntryDialog })),
);

/**
 * "Add to CPD record" on a webinar, journal club, publication or article: opens the CPD form
 * pre-filled with what it was (its kind, id and title) as a draft the user completes.
 */
export function AddToCpdButton({
  kind,
  sourceId,
  title,
}: {
  kind: education.CpdSourceKind;
  sourceId: string;
  title: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="light"
        leftSection={<IconCertificate size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Add to CPD record
      </Button>
      {open && (
        <Suspense fallback={null}>
          <CpdEntryDialog
            entry={null}
            prefill={{ source: { kind, id: sourceId, title: title.slice(0, 300) } }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
