import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { IconPencilPlus } from '@tabler/icons-react';
import { z } from 'zod';
import { community, requiredString } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import { useCreatePost } from '../api/create-post';
import { PostFields } from './post-fields';
import { PostImageController } from './post-image-field';

/** The composer's fields: SPEC §5 messages (required, at most N characters). */
export const PostFormSchema = z.object({
  title: requiredString({ max: community.POST_TITLE_MAX_LENGTH }),
  body: requiredString({ max: community.POST_BODY_MAX_LENGTH }),
  anonymous: z.boolean(),
  /** An uploaded image's url (`community/post/image`), or none. */
  imageUrl: z.string().nullable(),
});
export type PostForm = z.infer<typeof PostFormSchema>;

/**
 * A new post: title, body, an optional image and, where allowed, the anonymous switch. In a
 * channel (`channelId`) or on the user's own wall. Closed to a button until opened.
 */
export function PostComposer({
  channelId,
  allowAnonymous,
  onPosted,
}: {
  channelId?: string;
  allowAnonymous: boolean;
  onPosted?: (post: community.Post) => void;
}) {
  const [open, setOpen] = useState(false);
  const [uploading, setUploading] = useState(false);
  const create = useCreatePost();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostForm>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: { title: '', body: '', anonymous: false, imageUrl: null },
  });

  const submit = handleSubmit(async ({ title, body, anonymous, imageUrl }) => {
    try {
      const post = await create.mutateAsync({
        channelId,
        title,
        body,
        ...(imageUrl ? { imageUrl } : {}),
        anonymous: allowAnonymous && anonymous,
      });
      reset();
      setOpen(false);
      onPosted?.(post);
    } catch (error) {
      const fields = error instanceof ApiCallFailedError ? error.failure?.error?.fields : undefined;
      if (fields?.title) setError('title', { message: fields.title });
      if (fields?.body) setError('body', { message: fields.body });
      if (fields?.imageUrl) setError('imageUrl', { message: fields.imageUrl });
    }
  });

  if (!open) {
    return (
      <Button
        variant="light"
        leftSection={<IconPencilPlus size={18} />}
        onClick={() => setOpen(true)}
        style={{ alignSelf: 'flex-start' }}
      >
        New post
      </Button>
    );
  }

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-label="New post">
        <Stack gap="sm">
          <PostFields control={control} register={register} errors={errors} autoFocus />
          <PostImageController control={control} onUploadingChange={setUploading} />
          {allowAnonymous && (
            <Switch
              label="Post anonymously"
              description="Other members see 'Anonymous'. Site admins can still see who wrote it."
              {...register('anonymous')}
            />
          )}
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              Be kind and keep patient details out of posts.
            </Text>
            <Group gap="xs">
              <Button
                variant="default"
                onClick={() => {
                  reset();
                  setOpen(false);
                }}
              >
                Cancel
              </Button>
              <Button type="submit" loading={isSubmitting} disabled={uploading}>
                Publish
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
