import { useState } from 'react';
import { Controller, type Control } from 'react-hook-form';
import { Box, Button, CloseButton, FileButton, Group, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { community } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import { useUploadPostImage } from '../api/post-image';
import { imageFileProblem } from '../../../shared/lib/image-file';
import type { PostForm } from './post-composer';
import classes from './community.module.css';

const POST_IMAGE_LIMITS = {
  types: community.POST_IMAGE_TYPES,
  maxBytes: community.POST_IMAGE_MAX_BYTES,
};

/**
 * A post's optional image: 'Add image' uploads the picked file at once (checked here, then by
 * content on the server) and shows it with a remove button. `value` is the url to send as the
 * post's `imageUrl`; `error` is the form's (say, the server refused the url on submit).
 */
export function PostImageField({
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  value: string | null;
  onChange: (imageUrl: string | null) => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const upload = useUploadPostImage();
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = upload.isPending;

  const pick = async (file: File | null) => {
    if (!file) return;
    const why = imageFileProblem(file, POST_IMAGE_LIMITS);
    setProblem(why);
    if (why) return;
    onUploadingChange?.(true);
    try {
      const { imageUrl } = await upload.mutateAsync(file);
      onChange(imageUrl);
    } catch (err) {
      const failure = err instanceof ApiCallFailedError ? err.failure?.error : null;
      setProblem(failure?.fields?.file ?? failure?.error ?? 'The image could not be uploaded.');
    } finally {
      onUploadingChange?.(false);
    }
  };

  const message = problem ?? error;
  return (
    <Stack gap={6}>
      {value ? (
        <Box className={classes.imagePreview}>
          <img src={value} alt="Image for this post" className={classes.imagePreviewImg} />
          <CloseButton
            className={classes.imageRemove}
            aria-label="Remove image"
            variant="filled"
            size="sm"
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          />
        </Box>
      ) : (
        <Group gap="sm">
          <FileButton onChange={(f) => void pick(f)} accept={community.POST_IMAGE_TYPES.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
                disabled={uploading}
              >
                Add image
              </Button>
            )}
          </FileButton>
          {uploading ? (
            <Group gap={6} role="status">
              <Loader size="xs" />
              <Text size="xs" c="dimmed">
                Uploading image…
              </Text>
            </Group>
          ) : (
            <Text size="xs" c="dimmed">
              Optional: JPEG, PNG or WebP, up to 5 MB.
            </Text>
          )}
        </Group>
      )}
      {message && (
        <Text c="red" size="sm" role="alert" data-testid="post-image-problem">
          {message}
        </Text>
      )}
    </Stack>
  );
}

/**
 * `PostImageField` bound to a post form's `imageUrl` (new and edit post), so both show the
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
        <PostImageField
          value={field.value}
          onChange={field.onChange}
          error={fieldState.error?.message}
          onUploadingChange={onUploadingChange}
        />
      )}
    />
  );
}
