import { Controller, type Control } from 'react-hook-form';
import { community } from '@portal/contract';
import { ImageField } from '../../../shared/ui/image-field';
import type { PostForm } from './post-composer';

const POST_IMAGE_LIMITS = {
  types: community.POST_IMAGE_TYPES,
  maxBytes: community.POST_IMAGE_MAX_BYTES,
};

/**
 * A post's optional image bound to its form's `imageUrl` (new and edit post), so both show the
 * server's refusal of the url under the field.
 */
export function PostImageController({
  control,
  onUploadingChange,
}: {
  control: Control<PostForm>;
  onUploadingChange: (uploading: boolean) => void;
}) {
  return (
    <Controller
      control={control}
      name="imageUrl"
      render={({ field, fieldState }) => (
        <ImageField
          value={field.value}
          onChange={field.onChange}
          endpoint={community.uploadPostImage}
          limits={POST_IMAGE_LIMITS}
          alt="Image for this post"
          hint="Optional: JPEG, PNG or WebP, up to 5 MB."
          error={fieldState.error?.message}
          onUploadingChange={onUploadingChange}
        />
      )}
    />
  );
}
