import { useState } from 'react';
import { Button, CloseButton, FileButton, Group, Input, Loader, Stack, Text } from '@mantine/core';
import { IconPhotoPlus } from '@tabler/icons-react';
import { ApiCallFailedError } from '../api/query';
import { useUploadImage, type ImageUploadEndpoint } from '../api/upload-image';
import { imageFileProblem, type ImageLimits } from '../lib/image-file';
import classes from './image-field.module.css';

export interface ImageFieldProps {
  /** The url to send as the item's `imageUrl`, or null for none. */
  value: string | null;
  onChange: (imageUrl: string | null) => void;
  /** Where the file goes (`community.uploadPostImage`, `productsAdmin.uploadAdminProductImage`…). */
  endpoint: ImageUploadEndpoint;
  /** The endpoint's types and size, checked here before the file goes up. */
  limits: ImageLimits;
  /** The field's label; without one the field stands in its form unlabelled (a post's image). */
  label?: string;
  /** The picked image's alternative text ('Image for this post'). */
  alt: string;
  addLabel?: string;
  removeLabel?: string;
  /** Under the button while nothing is picked ('Optional: JPEG, PNG or WebP, up to 5 MB.'). */
  hint?: string;
  /** The form's message for the field (say, the server refused the url on submit). */
  error?: string;
  /** Lets the form hold its submit while a file goes up. */
  onUploadingChange?: (uploading: boolean) => void;
}

/**
 * The one image field (decision 100): community posts, news covers, products and webinars. The
 * picked file is checked here (type, size), uploaded at once and checked by content on the
 * server as an avatar is; the field then shows it with a remove button.
 */
export function ImageField({
  value,
  onChange,
  endpoint,
  limits,
  label,
  alt,
  addLabel = 'Add image',
  removeLabel = 'Remove image',
  hint,
  error,
  onUploadingChange,
}: ImageFieldProps) {
  const upload = useUploadImage(endpoint);
  const [problem, setProblem] = useState<string | null>(null);
  const uploading = upload.isPending;

  const pick = async (file: File | null) => {
    if (!file) return;
    const why = imageFileProblem(file, limits);
    setProblem(why);
    if (why) return;
    onUploadingChange?.(true);
    try {
      onChange((await upload.mutateAsync(file)).imageUrl);
    } catch (err) {
      const failure = err instanceof ApiCallFailedError ? err.failure?.error : null;
      setProblem(failure?.fields?.file ?? failure?.error ?? 'The image could not be uploaded.');
    } finally {
      onUploadingChange?.(false);
    }
  };

  const message = problem ?? error;
  const field = (
    <Stack gap={6} mt={label ? 4 : 0}>
      {value ? (
        <div className={classes.preview}>
          <img src={value} alt={alt} className={classes.image} />
          <CloseButton
            className={classes.remove}
            aria-label={removeLabel}
            variant="filled"
            size="sm"
            onClick={() => {
              setProblem(null);
              onChange(null);
            }}
          />
        </div>
      ) : (
        <Group gap="sm">
          <FileButton onChange={(f) => void pick(f)} accept={limits.types.join(',')}>
            {(props) => (
              <Button
                {...props}
                variant="default"
                size="sm"
                leftSection={<IconPhotoPlus size={16} aria-hidden />}
                disabled={uploading}
              >
                {addLabel}
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
            hint && (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            )
          )}
        </Group>
      )}
      {message && (
        <Text c="red" size="sm" role="alert" data-testid="image-field-problem">
          {message}
        </Text>
      )}
    </Stack>
  );
  return label ? (
    <Input.Wrapper label={label} labelElement="div">
      {field}
    </Input.Wrapper>
  ) : (
    field
  );
}
