import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Select, Stack } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import { MODULE_SLUGS, usersSchemas, type ModuleSlug, type Role } from '@portal/contract';

/** The modules' names as the menu shows them. */
export const MODULE_LABELS: Record<ModuleSlug, string> = {
  home: 'Home',
  education: 'Education',
  media: 'Media',
  product: 'Products',
  forum: 'Community',
  bookingList: 'Bookings',
};

export interface UserAccessValues {
  roleId: string;
  modules: ModuleSlug[];
}

/**
 * An account's role (from role/getName) and modules (Home is always on). Saves only what
 * changed; `disabled` for one's own account, which the server refuses as well.
 */
export function UserAccessForm({
  initial,
  roles,
  disabled,
  saving,
  onSave,
}: {
  initial: UserAccessValues;
  roles: readonly Role[];
  disabled?: boolean;
  saving?: boolean;
  onSave: (change: { roleId?: string; modules?: ModuleSlug[] }) => void;
}) {
  const form = useForm<UserAccessValues>({
    defaultValues: { ...initial, modules: withHome(initial.modules) },
    resolver: zodResolver(usersSchemas.AdminUserAccessSchema),
  });
  const roleOptions = roles.some((r) => r._id === initial.roleId)
    ? roles
    : [...roles, { _id: initial.roleId, name: 'Current role', slug: '' }];

  const submit = form.handleSubmit((values) => {
    const change: { roleId?: string; modules?: ModuleSlug[] } = {};
    if (values.roleId !== initial.roleId) change.roleId = values.roleId;
    const modules = withHome(values.modules);
    if ([...modules].sort().join() !== withHome(initial.modules).sort().join())
      change.modules = modules;
    if (Object.keys(change).length > 0) onSave(change);
    form.reset({ roleId: values.roleId, modules });
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label="Role and modules">
      <Stack gap="md">
        <Controller
          control={form.control}
          name="roleId"
          render={({ field, fieldState }) => (
            <Select
              label="Role"
              data={roleOptions.map((r) => ({ value: r._id, label: r.name }))}
              value={field.value}
              onChange={(v) => field.onChange(v ?? '')}
              error={fieldState.error?.message}
              disabled={disabled}
              allowDeselect={false}
              maw={320}
            />
          )}
        />
        <Controller
          control={form.control}
          name="modules"
          render={({ field, fieldState }) => (
            <Checkbox.Group
              label="Modules"
              description="Home is always on."
              value={withHome(field.value)}
              onChange={(v) => field.onChange(withHome(v as ModuleSlug[]))}
              error={fieldState.error?.message}
            >
              <Group gap="md" mt="xs">
                {MODULE_SLUGS.map((slug) => (
                  <Checkbox
                    key={slug}
                    value={slug}
                    label={MODULE_LABELS[slug]}
                    disabled={disabled || slug === 'home'}
                  />
                ))}
              </Group>
            </Checkbox.Group>
          )}
        />
        <Group>
          <Button type="submit" disabled={disabled || !form.formState.isDirty} loading={saving}>
            Save role and modules
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

const withHome = (modules: readonly ModuleSlug[]): ModuleSlug[] =>
  modules.includes('home') ? [...modules] : ['home', ...modules];
