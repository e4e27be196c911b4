import { useMutation } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

/**
 * GET library/document/download/{id}: fetched with the session's headers (a plain link could not
 * send them) and saved under the server's file name. Resolves to whether it was saved; a failure
 * has already been shown by the client.
 */
export async function downloadDocument(id: string): Promise<boolean> {
  const file = await api.download(home.downloadDocument, { params: { id } });
  if (file) saveFile(file);
  return file !== false;
}

export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });
