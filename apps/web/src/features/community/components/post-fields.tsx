import { Controller, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { TextInput } from '@mantine/core';
import type { PostForm } from './post-composer';
import { RichTextInput } from '../../../shared/ui/rich-text-input';

/**
 * A post form's title and body (new and edit post), so both show the same labels and the
 * schema's or server's messages under the same fields. `autoFocus` is for the composer, which
 * opens from a button and should put the cursor in the title.
 */
export function PostFields({
  control,
  register,
  errors,
  autoFocus,
}: {
  control: Control<PostForm>;
  register: UseFormRegister<PostForm>;
  errors: FieldErrors<PostForm>;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        label="Title"
        withAsterisk
        autoFocus={autoFocus}
        error={errors.title?.message}
        {...register('title')}
      />
      <Controller
        control={control}
        name="body"
        render={({ field }) => (
          <RichTextInput
            label="Post"
            withAsterisk
            error={errors.body?.message}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      />
    </>
  );
}
