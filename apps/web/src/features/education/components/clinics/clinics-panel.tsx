import { useState } from 'react';
import { Anchor, Badge, Box, Card, Group, Select, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Card.layer.css';
import { IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { education, TEXT_CLAMPS } from '@portal/contract';
import { useClinics } from '../../api/get-clinics';
import classes from '../education.module.css';
import { DetailList } from '../shared/detail-list';
import { ClinicDrawer } from './clinic-drawer';

const specialismOptions = education.CLINIC_SPECIALISMS.map((s) => ({
  value: s,
  label: education.CLINIC_SPECIALISM_LABELS[s],
}));

/**
 * A clinic: its picture if it has one, its name (1 line, SPEC §9), town, what it treats; the
 * name opens its details.
 */
function ClinicCard({ clinic, href }: { clinic: education.ClinicSummary; href: string }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} data-testid="clinic-card">
      <Stack gap="xs" style={{ flex: 1 }}>
        {clinic.imageUrl && (
          <img
            src={clinic.imageUrl}
            alt=""
            loading="lazy"
            style={{ width: '100%', height: 120, objectFit: 'cover', borderRadius: 6 }}
          />
        )}
        <Anchor
          component={Link}
          to={href}
          replace
          preventScrollReset
          fw={700}
          lineClamp={TEXT_CLAMPS.clinicTitle}
          className={classes.title}
        >
          {clinic.name}
        </Anchor>
        <Group gap={4} wrap="nowrap">
          <IconMapPin size={16} aria-hidden />
          <Text size="sm" c="dimmed" lineClamp={1}>
            {clinic.town}, {clinic.postcode}
          </Text>
        </Group>
        <Text size="sm" lineClamp={2} style={{ flex: 1 }}>
          {clinic.summary}
        </Text>
        <Group gap={6}>
          {clinic.specialisms.map((s) => (
            <Badge key={s} variant="light" size="sm">
              {education.CLINIC_SPECIALISM_LABELS[s]}
            </Badge>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}

/** The Clinics tab: by town or city (one list, each place once) and specialism, for the search. */
export function ClinicsPanel({ search }: { search: string }) {
  const [city, setCity] = useState<string | null>(null);
  const [specialism, setSpecialism] = useState<education.ClinicSpecialism | null>(null);
  const clinics = useClinics({ search, city, specialism });
  const filtered = Boolean(search || city || specialism);

  return (
    <Stack gap="md">
      <Group gap="sm" wrap="wrap" align="flex-end">
        <Box style={{ flex: '1 1 12rem' }}>
          <Select
            label="Town or city"
            placeholder="Any town or city"
            data={education.UK_TOWNS}
            value={city}
            onChange={setCity}
            searchable
            clearable
            nothingFoundMessage="No town or city by that name"
            comboboxProps={{ withinPortal: true }}
          />
        </Box>
        <Box style={{ flex: '1 1 12rem' }}>
          <Select
            label="Specialism"
            placeholder="Any specialism"
            data={specialismOptions}
            value={specialism}
            onChange={(v) => setSpecialism(v as education.ClinicSpecialism | null)}
            clearable
          />
        </Box>
      </Group>
      <DetailList
        query={clinics}
        param="clinic"
        renderCard={(c, href) => <ClinicCard clinic={c} href={href} />}
        renderDrawer={(id, onClose) => <ClinicDrawer id={id} onClose={onClose} />}
        filtered={filtered}
        texts={{
          total: (n) => (n === 1 ? '1 clinic' : `${n} clinics`),
          error: 'The clinics could not be loaded',
          none: 'No clinics yet',
          noneMatch: 'No clinics match',
          tryAnother: 'Try another town, specialism or search.',
        }}
        skeletonHeight={150}
        summaryTestId="clinics-summary"
      />
    </Stack>
  );
}
