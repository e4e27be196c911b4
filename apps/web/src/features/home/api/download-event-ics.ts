import { useMutation } from '@tanstack/react-query';
import { home } from '@portal/contract';
import { api } from '../../../shared/api/client';
import { saveFile } from '../../../shared/lib/save-file';

/**
 * GET event/ics/{id}: the event as a calendar file (Outlook, Google or Apple Calendar), saved
 * under the server's file name. Resolves to whether it was saved.
 */
export async function downloadEventIcs(id: string): Promise<boolean> {
  const file = await api.download(home.getEventIcs, { params: { id } });
  if (file) saveFile(file);
  return file !== false;
}

export const useDownloadEventIcs = () => useMutation({ mutationFn: downloadEventIcs });
