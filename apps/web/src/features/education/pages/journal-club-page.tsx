import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Divider.layer.css';
import { IconExternalLink, IconPencil, IconVideo } from '@tabler/icons-react';
import { useParams } from 'react-router';
import type { education } from '@portal/contract';
import { AddToCpdButton } from '../../../shared/cpd/add-to-cpd-button';
import { useDocumentTitle } from '../../../shared/navigation/page-title';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useJournalClub } from '../api/get-journal-club';
import { ClubDiscussion } from '../components/journal-club/club-discussion';
import { DetailFrame } from '../components/shared/detail-frame';
import classes from '../components/education.module.css';
import { isPast, meetingTime } from '../lib/meeting-time';

const JournalClubForm = lazy(() =>
  import('../components/journal-club/journal-club-form').then((m) => ({
    default: m.JournalClubForm,
  })),
);

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text size="sm" fw={600} w={110} style={{ flexShrink: 0 }}>
        {label}
      </Text>
      <Text size="sm" component="div" style={{ minWidth: 0 }} className={classes.title}>
        {children}
      </Text>
    </Group>
  );
}

function Session({ club }: { club: education.JournalClub }) {
  const mobile = useIsMobile();
  const [editing, setEditing] = useState(false);
  const past = isPast(club.meetingAt);
  return (
    <>
      <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'} component="article">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
              <Badge variant="outline" color={past ? 'gray.7' : 'teal.9'}>
                {past ? 'Past session' : 'Upcoming session'}
              </Badge>
              <Title order={1} fz={mobile ? 'h3' : 'h2'} lh={1.25} className={classes.title}>
                {club.title}
              </Title>
            </Stack>
            <Group gap="xs" data-testid="detail-actions">
              <AddToCpdButton kind="journalClub" sourceId={club._id} title={club.title} />
              {club.canEdit && (
                <Button
                  variant="default"
                  leftSection={<IconPencil size={16} />}
                  onClick={() => setEditing(true)}
                >
                  Edit
                </Button>
              )}
            </Group>
          </Group>

          <Stack gap={6} component="section" aria-label="The paper">
            <Title order={2} fz="h4">
              The paper
            </Title>
            <Fact label="Authors">{club.authors}</Fact>
            <Fact label="Journal">
              <i>{club.journal}</i>, {club.year}
            </Fact>
            <Fact label="DOI">
              <Anchor href={club.doiUrl} target="_blank" rel="noopener noreferrer">
                {club.doi} <IconExternalLink size={14} aria-label="opens in a new tab" />
              </Anchor>
            </Fact>
          </Stack>

          <Stack gap={6} component="section" aria-label="The meeting">
            <Title order={2} fz="h4">
              The meeting
            </Title>
            <Fact label="When">
              <time dateTime={club.meetingAt}>{meetingTime(club.meetingAt)}</time> (UK time)
            </Fact>
            <Fact label="Host">{club.host}</Fact>
            <Fact label="Started by">
              {club.author.firstName} {club.author.lastName}
            </Fact>
            {!past && (
              <Button
                component="a"
                href={club.meetingUrl}
                target="_blank"
                rel="noopener noreferrer"
                leftSection={<IconVideo size={16} />}
                style={{ alignSelf: 'flex-start' }}
              >
                Join the meeting
              </Button>
            )}
          </Stack>

          <Stack gap={6} component="section" aria-label="Summary">
            <Title order={2} fz="h4">
              Summary
            </Title>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} className={classes.title}>
              {club.summary}
            </Text>
          </Stack>
        </Stack>
      </Paper>
      <Divider />
      <ClubDiscussion journalClubId={club._id} />
      {editing && (
        <Suspense fallback={null}>
          <JournalClubForm
            club={club}
            onClose={() => setEditing(false)}
            onSaved={() => setEditing(false)}
          />
        </Suspense>
      )}
    </>
  );
}

/** /education/journalclub/:id: the paper, the meeting, the discussion; its author edits it. */
export function JournalClubPage() {
  const { id = '' } = useParams();
  const club = useJournalClub(id);
  useDocumentTitle(club.data?.title);
  return (
    <DetailFrame
      backTo="/education/journal-club"
      backLabel="Back to Journal Club"
      what="This session"
      query={club}
    >
      {() => club.data && <Session club={club.data} />}
    </DetailFrame>
  );
}
