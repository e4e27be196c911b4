import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { IconMail, IconMapPin, IconPhone, IconWorld } from '@tabler/icons-react';
import { education } from '@portal/contract';
import { useClinic } from '../../api/get-clinics';
import { DetailDrawer } from '../shared/detail-drawer';

/** A clinic's details in place: address, what it treats, services, hours and how to reach it. */
export function ClinicDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const clinic = useClinic(id);
  const c = clinic.data;
  return (
    <DetailDrawer
      opened={id !== null}
      onClose={onClose}
      title={c?.name ?? (clinic.isError ? 'Clinic not found' : 'Clinic')}
      pending={clinic.isPending}
      testId="clinic-drawer"
    >
      {clinic.isError || !c ? (
        <Text c="dimmed">This clinic could not be found. It may have been removed.</Text>
      ) : (
        <Stack gap="md">
          <Group gap="xs">
            {c.specialisms.map((s) => (
              <Badge key={s} variant="light">
                {education.CLINIC_SPECIALISM_LABELS[s]}
              </Badge>
            ))}
            <Badge color={c.acceptingReferrals ? 'teal.9' : 'gray.7'} variant="outline">
              {c.acceptingReferrals ? 'Accepting referrals' : 'Not taking referrals'}
            </Badge>
          </Group>
          {c.imageUrl && (
            <img
              src={c.imageUrl}
              alt={`Picture of ${c.name}`}
              style={{ width: '100%', maxHeight: 220, objectFit: 'cover', borderRadius: 8 }}
            />
          )}
          <Text>{c.description}</Text>
          <Stack gap={6}>
            <Group gap="xs" wrap="nowrap" align="flex-start">
              <IconMapPin size={18} aria-label="Address" />
              <Text size="sm">{c.address}</Text>
            </Group>
            {c.phone && (
              <Group gap="xs" wrap="nowrap">
                <IconPhone size={18} aria-label="Phone" />
                <Anchor size="sm" href={`tel:${c.phone.replace(/\s+/g, '')}`}>
                  {c.phone}
                </Anchor>
              </Group>
            )}
            {c.email && (
              <Group gap="xs" wrap="nowrap">
                <IconMail size={18} aria-label="E-mail" />
                <Anchor size="sm" href={`mailto:${c.email}`} style={{ overflowWrap: 'anywhere' }}>
                  {c.email}
                </Anchor>
              </Group>
            )}
            {c.website && (
              <Group gap="xs" wrap="nowrap">
                <IconWorld size={18} aria-label="Website" />
                <Anchor
                  size="sm"
                  href={c.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  style={{ overflowWrap: 'anywhere' }}
                >
                  {c.website.replace(/^https?:\/\//, '')}
                </Anchor>
              </Group>
            )}
          </Stack>
          <Stack gap={4}>
            <Title order={3} fz="md">
              Opening hours
            </Title>
            <Text size="sm">{c.openingHours}</Text>
          </Stack>
          {c.services.length > 0 && (
            <Stack gap={4}>
              <Title order={3} fz="md">
                Services
              </Title>
              <List size="sm" spacing={2}>
                {c.services.map((s) => (
                  <List.Item key={s}>{s}</List.Item>
                ))}
              </List>
            </Stack>
          )}
        </Stack>
      )}
    </DetailDrawer>
  );
}
