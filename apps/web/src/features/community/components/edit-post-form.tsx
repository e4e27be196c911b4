import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import type { community } from '@portal/contract';
import { ApiCallFailedError } from '../../../shared/api/query';
import { useEditPost } from '../api/create-post';
import { PostFormSchema, type PostForm } from './post-composer';
import { PostFields } from './post-fields';
import { PostImageController } from './post-image-field';

/**
 * The author changes a post's title, text and image (anonymity stays as it was posted). The
 * image is sent only when it changed: `null` removes it.
 */
export function EditPostForm({ post, onDone }: { post: community.Post; onDone: () => void }) {
  const edit = useEditPost();
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PostForm>({
    resolver: zodResolver(PostFormSchema),
    defaultValues: {
      title: post.title,
      body: post.body,
      anonymous: post.anonymous,
      imageUrl: post.imageUrl,
    },
  });

  const submit = handleSubmit(async ({ title, body, imageUrl }) => {
    try {
      await edit.mutateAsync({
        id: post._id,
        body: { title, body, ...(imageUrl !== post.imageUrl ? { imageUrl } : {}) },
      });
      onDone();
    } catch (error) {
      const fields = error instanceof ApiCallFailedError ? error.failure?.error?.fields : undefined;
      if (fields?.title) setError('title', { message: fields.title });
      if (fields?.body) setError('body', { message: fields.body });
      if (fields?.imageUrl) setError('imageUrl', { message: fields.imageUrl });
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Edit post">
      <Stack gap="sm">
        <PostFields control={control} register={register} errors={errors} />
        <PostImageController control={control} onUploadingChange={setUploading} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting} disabled={uploading}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
