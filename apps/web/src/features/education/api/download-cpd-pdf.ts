import { useMutation } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

/** GET cpd/pdf: the revalidation year's record as a PDF, saved under the server's name. */
export async function downloadCpdPdf(): Promise<boolean> {
  const file = await api.download(education.getCpdPdf);
  if (file) saveFile(file);
  return file !== false;
}

export const useDownloadCpdPdf = () => useMutation({ mutationFn: downloadCpdPdf });
