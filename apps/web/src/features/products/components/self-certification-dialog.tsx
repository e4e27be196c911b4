import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/CheckboxCard.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import type { z } from 'zod';
import { usersSchemas, type SelfCertifyBody } from '@portal/contract';
import { useSessionStore } from '../../../shared/session/session-store';
import { selfCertify } from '../api/self-certify';

type FormValues = z.input<typeof usersSchemas.SelfCertifyBodySchema>;

/**
 * Products are for UK healthcare professionals: the user declares being one and gives a GPhC
 * registration number. On success the session's user is updated and `onCertified` runs.
 */
export function SelfCertificationDialog({
  onClose,
  onCertified,
}: {
  onClose: () => void;
  onCertified: () => void;
}) {
  const setUser = useSessionStore((s) => s.setUser);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, SelfCertifyBody>({
    resolver: zodResolver(usersSchemas.SelfCertifyBodySchema),
    defaultValues: { registrationNumber: '' },
  });

  const onSubmit = handleSubmit(async (body) => {
    const result = await selfCertify(body);
    if (!result) return;
    setUser(result.data);
    onCertified();
  });

  return (
    <Modal opened onClose={onClose} title="Self-certification" centered>
      <form onSubmit={onSubmit} noValidate aria-label="Self-certification">
        <Stack>
          <Text size="sm">
            Products are available to UK healthcare professionals only. Please confirm your status
            to continue.
          </Text>
          <Controller
            control={control}
            name="confirm"
            render={({ field: { value, onChange, onBlur, ref } }) => (
              <Checkbox
                ref={ref}
                checked={value === true}
                onChange={(event) => onChange(event.currentTarget.checked)}
                onBlur={onBlur}
                label="I confirm that I am a UK healthcare professional"
                error={errors.confirm?.message}
              />
            )}
          />
          <TextInput
            label="GPhC registration number"
            inputMode="numeric"
            maxLength={7}
            withAsterisk
            error={errors.registrationNumber?.message}
            {...register('registrationNumber')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={isSubmitting}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
