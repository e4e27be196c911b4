// The CPD record's calls that pages outside the CPD page make: a record saved from the form (the
// "Add to CPD record" button on webinars, articles, journal clubs and publications) and an
// evidence file, uploaded and downloaded. Shared, as features do not import each other.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { api, type CallFailure } from '../api/client';
import { ApiCallFailedError, request } from '../api/query';
import { saveFile } from '../lib/save-file';

/** Query keys of the CPD record: entries and the year's summary under one prefix. */
export const cpdKeys = {
  all: ['cpd'] as const,
  entries: (search: string) => ['cpd', 'entries', search] as const,
  summary: ['cpd', 'summary'] as const,
};

/** POST cpd/create or PUT cpd/edit/{id}; the CPD page's lists and counter refetch after. */
export function useSaveCpdEntry() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: { id: string | null; body: education.CpdEntryBody }) =>
      (
        await request(
          input.id ? education.editCpdEntry : education.createCpdEntry,
          input.id ? { params: { id: input.id }, body: input.body } : { body: input.body },
          { displayLoader: false },
        )
      ).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: cpdKeys.all }),
  });
}

/**
 * POST cpd/evidence as multipart field `file`: a PDF or an image, checked by content on the
 * server. Resolves to the url and name to put in a record's `evidence`.
 */
export function useUploadCpdEvidence() {
  return useMutation({
    mutationFn: async (file: File): Promise<education.CpdEvidenceUpload> => {
      let failure: CallFailure | null = null;
      const result = await api.upload(
        education.uploadCpdEvidence,
        file,
        {},
        {
          displayLoader: false,
          onFailure: (f) => {
            failure = f;
          },
        },
      );
      if (result === false) throw new ApiCallFailedError(education.uploadCpdEvidence.path, failure);
      return result.data;
    },
  });
}

/**
 * GET cpd/evidence/{id} for an evidence `url`: the file is private, so it is fetched with the
 * session's headers (a plain link could not send them) and saved under the server's name.
 * Resolves to whether it was saved; a failure has already been shown by the client.
 */
export async function downloadCpdEvidence(url: string): Promise<boolean> {
  const id = education.cpdEvidenceId(url);
  if (!id) return false;
  const file = await api.download(education.getCpdEvidence, { params: { id } });
  if (file) saveFile(file);
  return file !== false;
}

export const useDownloadCpdEvidence = () => useMutation({ mutationFn: downloadCpdEvidence });
