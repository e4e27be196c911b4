import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  ActionIcon,
  Button,
  Group,
  Modal,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import { IconBuildingHospital, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { londonClock, shortMonth, type Workplace } from '@portal/contract';
import { deleteWorkplace, useWorkplaces, workplacesQuery } from '../api/workplaces';
import { WorkplaceFormDialog } from './workplace-form';

/** "Mar 2021 – Present" style dates of a work place. */
export function workplacePeriod(place: Pick<Workplace, 'startDate' | 'endDate'>): string {
  const month = (d: string) => shortMonth(londonClock(d));
  return `${month(place.startDate)} – ${place.endDate ? month(place.endDate) : 'Present'}`;
}

type Editing = { place: Workplace | null } | null;

/** The user's work places: list, add, edit and delete. */
export function WorkplacesPanel() {
  const queryClient = useQueryClient();
  const { data, isPending } = useWorkplaces();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Workplace | null>(null);

  const refresh = () => queryClient.invalidateQueries({ queryKey: workplacesQuery().queryKey });

  const handleDelete = async () => {
    if (!deleting) return;
    const result = await deleteWorkplace(deleting._id);
    setDeleting(null);
    if (result) await refresh();
  };

  return (
    <Paper p={{ base: 'md', sm: 'lg' }} radius="md" withBorder>
      <Stack>
        <Group justify="space-between">
          <Title order={2} fz="h4">
            Work places
          </Title>
          <Button
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEditing({ place: null })}
          >
            Add work place
          </Button>
        </Group>
        {isPending && (
          <Stack aria-busy data-testid="workplaces-loading">
            <Skeleton height={72} />
            <Skeleton height={72} />
          </Stack>
        )}
        {data?.length === 0 && (
          <Text c="dimmed" ta="center" py="lg">
            No work places yet.
          </Text>
        )}
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {data?.map((place) => (
            <Paper
              key={place._id}
              component="li"
              p="sm"
              radius="md"
              withBorder
              aria-label={place.name}
            >
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <Group wrap="nowrap" align="flex-start" gap="sm">
                  <IconBuildingHospital size={28} stroke={1.5} aria-hidden />
                  <Stack gap={0}>
                    <Text fw="bold">{place.name}</Text>
                    <Text size="sm">{place.position}</Text>
                    <Text size="sm" c="dimmed">
                      {place.town}, {place.postcode} · {workplacePeriod(place)}
                    </Text>
                  </Stack>
                </Group>
                <Group gap={4} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={`Edit ${place.name}`}
                    onClick={() => setEditing({ place })}
                  >
                    <IconPencil size={18} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={`Delete ${place.name}`}
                    onClick={() => setDeleting(place)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      </Stack>
      {editing && (
        <WorkplaceFormDialog
          place={editing.place}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void refresh();
          }}
        />
      )}
      <Modal
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete work place"
        centered
      >
        <Stack>
          <Text>Remove {deleting?.name} from your profile?</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button color="red" onClick={() => void handleDelete()}>
              Delete
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
