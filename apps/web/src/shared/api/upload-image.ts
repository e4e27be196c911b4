import { useMutation } from '@tanstack/react-query';
import type { Endpoint, EndpointData } from '@portal/contract';
import { api, type CallFailure } from './client';
import { ApiCallFailedError } from './query';

/** An image upload endpoint: multipart field `file` in, the url to send as `imageUrl` out. */
export type ImageUploadEndpoint = Endpoint;

/**
 * Uploads a picked image to `endpoint` (a post's, an article's cover, a product's…): resolves
 * to the url to send as the item's `imageUrl`, rejects with the server's answer. No page
 * loader: the image field shows its own while the file goes up.
 */
export function useUploadImage<E extends ImageUploadEndpoint>(endpoint: E) {
  return useMutation({
    mutationFn: async (file: File): Promise<{ imageUrl: string }> => {
      let failure: CallFailure | null = null;
      const result = await api.upload(endpoint, file, {} as never, {
        onFailure: (f) => {
          failure = f;
        },
      });
      if (result === false) throw new ApiCallFailedError(endpoint.path, failure);
      return result.data as EndpointData<E> & { imageUrl: string };
    },
  });
}
