import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { newsSchemas, type news } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { ApiCallFailedError } from '../../../shared/api/query';

const FIELDS = ['name', 'slug', 'description'] as const;

export interface CategoryFormProps {
  /** The category being renamed; a new one without. */
  category?: news.AdminCategory;
  /** Saves; a refusal rejects with the call's error, whose field messages land on the inputs. */
  onSubmit: (values: news.CreateCategoryBody) => Promise<unknown>;
  onCancel: () => void;
}

/**
 * A news category's name, slug and description, checked by the contract's schema as the server
 * checks them. The slug may be left blank: the server makes it from the name.
 */
export function CategoryForm({ category, onSubmit, onCancel }: CategoryFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<news.CategoryForm, unknown, news.CreateCategoryBody>({
    resolver: zodResolver(newsSchemas.CategoryFormSchema),
    defaultValues: {
      name: category?.name ?? '',
      slug: category?.slug ?? '',
      description: category?.description ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      if (!(error instanceof ApiCallFailedError)) return;
      // A name or slug already taken comes as a 409 naming no field: it is said in the dialog.
      if (!applyFieldErrors(error.failure, setError, FIELDS) && error.failure?.error) {
        setError('root.server', { message: error.failure.error.error });
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={category ? 'Edit category' : 'New category'}>
      <Stack gap="md">
        <TextInput
          label="Name"
          withAsterisk
          data-autofocus
          {...register('name')}
          error={errors.name?.message}
        />
        <TextInput
          label="Slug"
          description="Lower-case letters, digits and hyphens; left blank, it is made from the name."
          {...register('slug')}
          error={errors.slug?.message}
        />
        <Textarea
          label="Description"
          autosize
          minRows={2}
          {...register('description')}
          error={errors.description?.message}
        />
        {errors.root?.server && (
          <Text c="red" size="sm" role="alert">
            {errors.root.server.message}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
