import { useMutation } from '@tanstack/react-query';
import { community } from '@portal/contract';
import { api, type CallFailure } from '../../../shared/api/client';
import { ApiCallFailedError } from '../../../shared/api/query';

/**
 * POST community/post/image as multipart field `file`: resolves to the url to send as the post's
 * `imageUrl`. No page loader: the image control shows its own while the file goes up.
 */
export function useUploadPostImage() {
  return useMutation({
    mutationFn: async (file: File): Promise<community.PostImage> => {
      let failure: CallFailure | null = null;
      const result = await api.upload(
        community.uploadPostImage,
        file,
        {},
        {
          onFailure: (f) => {
            failure = f;
          },
        },
      );
      if (result === false) throw new ApiCallFailedError(community.uploadPostImage.path, failure);
      return result.data;
    },
  });
}
