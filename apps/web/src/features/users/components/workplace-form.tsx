import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import type { z } from 'zod';
import { usersSchemas, type Workplace } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { saveWorkplace } from '../api/workplaces';

type Schema = typeof usersSchemas.WorkplaceBodySchema;
type FormValues = z.input<Schema>;

const FIELDS = ['name', 'position', 'town', 'postcode', 'startDate', 'endDate'] as const;

/** The form's starting values: the work place being edited, or blanks. */
export function workplaceValues(place: Workplace | null): FormValues {
  return {
    name: place?.name ?? '',
    position: place?.position ?? '',
    town: place?.town ?? '',
    postcode: place?.postcode ?? '',
    // Dates travel as ISO strings; the date input wants the day only.
    startDate: place?.startDate.slice(0, 10) ?? '',
    endDate: place?.endDate?.slice(0, 10) ?? '',
  };
}

/** Add or edit a work place in a dialog; `place` null adds one. */
export function WorkplaceFormDialog({
  place,
  onClose,
  onSaved,
}: {
  place: Workplace | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, z.output<Schema>>({
    resolver: zodResolver(usersSchemas.WorkplaceBodySchema),
    defaultValues: workplaceValues(place),
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await saveWorkplace(body, place?._id ?? null, {
      onFailure: (failure) => void applyFieldErrors(failure, setError, FIELDS),
    });
    if (result) onSaved();
  });

  const title = place ? 'Edit work place' : 'Add work place';
  return (
    <Modal opened onClose={onClose} title={title} centered size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack>
          <TextInput
            label="Work place"
            placeholder="Pharmacy or clinic name"
            withAsterisk
            data-autofocus
            error={errors.name?.message}
            {...register('name')}
          />
          <TextInput
            label="Position"
            withAsterisk
            error={errors.position?.message}
            {...register('position')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Town"
              withAsterisk
              error={errors.town?.message}
              {...register('town')}
            />
            <TextInput
              label="Postcode"
              withAsterisk
              error={errors.postcode?.message}
              {...register('postcode')}
            />
            <TextInput
              label="Start date"
              type="date"
              withAsterisk
              error={errors.startDate?.message}
              {...register('startDate')}
            />
            <TextInput
              label="End date"
              type="date"
              description="Leave empty if you still work here"
              error={errors.endDate?.message}
              {...register('endDate')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
