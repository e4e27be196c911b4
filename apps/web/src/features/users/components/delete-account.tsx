import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { Button, Group, Modal, Paper, PasswordInput, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import type { z } from 'zod';
import { usersSchemas } from '@portal/contract';
import { applyFieldErrors } from '../../../shared/api/field-errors';
import { useSessionStore } from '../../../shared/session/session-store';
import { disconnectSocket } from '../../../shared/socket/socket-connection';
import { deleteAccount } from '../api/profile';

type Schema = typeof usersSchemas.DeleteAccountBodySchema;

/** The delete-account card and its dialog, which asks for the password. */
export function DeleteAccount({ userId }: { userId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <Stack>
        <Title order={2} fz="h4">
          Delete account
        </Title>
        <Text size="sm">
          Your personal details are removed and you can no longer log in. Messages and posts you
          wrote stay, shown as from a deleted user. This cannot be undone.
        </Text>
        <Group justify="flex-end">
          <Button color="red" variant="light" onClick={() => setOpen(true)}>
            Delete account
          </Button>
        </Group>
      </Stack>
      {open && <DeleteAccountDialog userId={userId} onClose={() => setOpen(false)} />}
    </Paper>
  );
}

function DeleteAccountDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(usersSchemas.DeleteAccountBodySchema),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const result = await deleteAccount(userId, password, {
      onFailure: (failure) => void applyFieldErrors(failure, setError, ['password']),
    });
    if (!result) return;
    // The server has revoked every session: forget this one as logout does.
    disconnectSocket();
    useSessionStore.getState().clearSession();
    queryClient.clear();
    await navigate('/login', { replace: true });
  });

  return (
    <Modal opened onClose={onClose} title="Delete account" centered>
      <form onSubmit={onSubmit} noValidate aria-label="Delete account">
        <Stack>
          <Text size="sm">
            Enter your password to confirm that you want to delete your account.
          </Text>
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            withAsterisk
            data-autofocus
            error={errors.password?.message}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={isSubmitting}>
              Delete my account
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
