import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { users, type Profile } from '@portal/contract';
import { imageFileProblem } from '../../../shared/lib/image-file';
import { UserAvatar } from '../../../shared/ui/user-avatar';
import { applyProfile, removeProfileImage, uploadProfileImage } from '../api/profile';

const PROFILE_IMAGE_LIMITS = {
  types: users.PROFILE_IMAGE_TYPES,
  maxBytes: users.PROFILE_IMAGE_MAX_BYTES,
};

/** The profile picture: upload (checked here and on the server) and removal. */
export function ProfileImage({ profile }: { profile: Profile }) {
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const media = profile.media[0];

  const handleFile = async (file: File | null) => {
    if (!file) return;
    const why = imageFileProblem(file, PROFILE_IMAGE_LIMITS);
    setProblem(why);
    if (why) return;
    setBusy(true);
    const result = await uploadProfileImage(file, {
      onFailure: (failure) =>
        setProblem(failure.error?.fields?.file ?? failure.error?.error ?? null),
    });
    setBusy(false);
    if (result) await applyProfile(queryClient, result.data);
  };

  const handleRemove = async () => {
    if (!media) return;
    setBusy(true);
    const result = await removeProfileImage(media._id);
    setBusy(false);
    if (result) await applyProfile(queryClient, result.data);
  };

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <Stack>
        <Title order={2} fz="h4">
          Profile image
        </Title>
        <Group wrap="nowrap" align="center">
          <UserAvatar user={profile} size={96} />
          <Stack gap="xs">
            <Group gap="xs">
              <FileButton
                onChange={(f) => void handleFile(f)}
                accept={users.PROFILE_IMAGE_TYPES.join(',')}
              >
                {(props) => (
                  <Button
                    {...props}
                    leftSection={<IconUpload size={16} aria-hidden />}
                    loading={busy}
                  >
                    Upload image
                  </Button>
                )}
              </FileButton>
              {media && (
                <Button
                  variant="default"
                  color="red"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => void handleRemove()}
                  disabled={busy}
                >
                  Remove image
                </Button>
              )}
            </Group>
            <Text size="xs" c="dimmed">
              JPEG, PNG or WebP, up to 5 MB.
            </Text>
          </Stack>
        </Group>
        {problem && (
          <Text c="red" size="sm" role="alert" data-testid="image-problem">
            {problem}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
