import { useMutation } from '@tanstack/react-query';
import { education } from '@portal/contract';
import { api, type CallFailure } from '../../../../shared/api/client';
import { ApiCallFailedError } from '../../../../shared/api/query';

/** Uploads a library document's PDF; the answer goes into the document's `file`. */
export function useUploadLibraryFile() {
  return useMutation({
    mutationFn: async (file: File): Promise<education.LibraryFileUpload> => {
      let failure: CallFailure | null = null;
      const result = await api.upload(
        education.uploadAdminLibraryFile,
        file,
        {},
        {
          onFailure: (f) => {
            failure = f;
          },
        },
      );
      if (result === false)
        throw new ApiCallFailedError(education.uploadAdminLibraryFile.path, failure);
      return result.data;
    },
  });
}
