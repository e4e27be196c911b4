import { useMutation } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

/**
 * GET webinar/ics/{id}: the webinar as a calendar file (Outlook, Google or Apple Calendar),
 * saved under the server's file name. Resolves to whether it was saved.
 */
export async function downloadWebinarIcs(id: string): Promise<boolean> {
  const file = await api.download(education.getWebinarIcs, { params: { id } });
  if (file) saveFile(file);
  return file !== false;
}

export const useDownloadWebinarIcs = () => useMutation({ mutationFn: downloadWebinarIcs });
