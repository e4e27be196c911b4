import { useState } from 'react';
import { Button, CloseButton, FileButton, Group, Image, Input, Loader, Stack } from '@mantine/core';
import '@mantine/core/styles/Image.layer.css';
import { IconPhotoPlus } from '@tabler/icons-react';
import { news } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import { imageFileProblem } from '../../../shared/lib/image-file';
import { useUploadArticleImage } from '../api/news-articles';

const LIMITS = { types: news.ARTICLE_IMAGE_TYPES, maxBytes: news.ARTICLE_IMAGE_MAX_BYTES };

/**
 * An article's cover: the picked file is checked here (type, size), uploaded at once and checked
 * by content on the server; `value` is the url to send as the article's `imageUrl`.
 */
export function CoverImageField({
  label = 'Cover image',
  value,
  onChange,
  error,
  onUploadingChange,
}: {
  /** What the image is ('Photo'); 'Cover image' when left out. */
  label?: string;
  value: string | null;
  onChange: (imageUrl: string | null) => void;
  error?: string;
  onUploadingChange?: (uploading: boolean) => void;
}) {
  const upload = useUploadArticleImage();
  const [problem, setProblem] = useState<string | null>(null);

  const pick = async (file: File | null) => {
    if (!file) return;
    const why = imageFileProblem(file, LIMITS);
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

  return (
    <Input.Wrapper label={label} labelElement="div" error={problem ?? error}>
      <Stack gap={6} mt={4}>
        {value ? (
          <Group align="flex-start" gap="xs">
            <Image src={value} alt={label} radius="sm" w={240} h={135} fit="cover" />
            <CloseButton
              aria-label={`Remove ${label.toLowerCase()}`}
              onClick={() => {
                setProblem(null);
                onChange(null);
              }}
            />
          </Group>
        ) : (
          <Group gap="sm">
            <FileButton onChange={(f) => void pick(f)} accept={news.ARTICLE_IMAGE_TYPES.join(',')}>
              {(props) => (
                <Button
                  {...props}
                  variant="default"
                  size="sm"
                  leftSection={<IconPhotoPlus size={16} aria-hidden />}
                  disabled={upload.isPending}
                >
                  Add {label.toLowerCase()}
                </Button>
              )}
            </FileButton>
            {upload.isPending && <Loader size="sm" aria-label="Uploading image" />}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
