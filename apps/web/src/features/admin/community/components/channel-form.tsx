import { Controller, type Control } from 'react-hook-form';
import { Group, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/RadioCard.layer.css';
import '@mantine/core/styles/RadioIndicator.layer.css';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { community, communitySchemas } from '@portal/contract';
import { AdminForm, useAdminForm, type FieldMessages } from '../../components/admin-form';
import { ContentImageInput } from '../../components/admin-form-fields';
import { KIND_LABELS, VISIBILITY_LABELS } from '../lib/channel-labels';

type Values = community.ChannelForm;

const FIELDS = ['name', 'description', 'imageUrl', 'kind', 'visibility', 'allowAnonymous'] as const;

/** A choice of one of `options`, by radio buttons, on a field of the form. */
function ChoiceField<T extends string>({
  control,
  name,
  label,
  options,
}: {
  control: Control<Values, unknown, unknown>;
  name: 'kind' | 'visibility';
  label: string;
  options: Record<T, { label: string; description: string }>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Radio.Group
          label={label}
          withAsterisk
          value={field.value ?? ''}
          onChange={field.onChange}
          error={fieldState.error?.message}
        >
          <Stack gap={6} mt={6}>
            {(Object.entries(options) as [T, { label: string; description: string }][]).map(
              ([value, o]) => (
                <Radio key={value} value={value} label={o.label} description={o.description} />
              ),
            )}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

/**
 * A channel as site admins set it up (issue 48): its name, description and picture, the section
 * it shows in, open or private, and whether members may post anonymously. Checked by the
 * contract's schema, as the server checks it.
 */
export function ChannelForm({
  channel,
  onSubmit,
}: {
  channel: community.AdminChannel | null;
  onSubmit: (body: community.CreateChannelBody) => Promise<FieldMessages | void>;
}) {
  const form = useAdminForm<Values, community.CreateChannelBody>({
    schema: communitySchemas.ChannelFormSchema,
    defaultValues: {
      name: channel?.name ?? '',
      description: channel?.description ?? '',
      imageUrl: channel?.imageUrl ?? null,
      kind: channel?.kind ?? 'forum',
      visibility: channel?.visibility ?? 'open',
      allowAnonymous: channel?.allowAnonymous ?? false,
    },
    fields: FIELDS,
    onSubmit,
  });
  const control = form.control as unknown as Control<Values, unknown, unknown>;
  return (
    <AdminForm form={form} label="Channel" submitLabel="Save channel" publishable={false}>
      <TextInput label="Name" withAsterisk {...form.field('name')} />
      <Textarea label="Description" autosize minRows={3} {...form.field('description')} />
      <ContentImageInput
        form={form}
        endpoint={community.adminUploadChannelImage}
        label="Picture"
        alt="Picture of this channel"
      />
      <Group align="flex-start" gap="xl">
        <ChoiceField control={control} name="kind" label="Shows in" options={KIND_LABELS} />
        <ChoiceField
          control={control}
          name="visibility"
          label="Who can read it"
          options={VISIBILITY_LABELS}
        />
      </Group>
      <Controller
        control={control}
        name="allowAnonymous"
        render={({ field }) => (
          <Switch
            label="Allow anonymous posts"
            description="Members may post without their name; site admins can still see who wrote a post."
            checked={field.value ?? false}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
          />
        )}
      />
    </AdminForm>
  );
}
