import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { AddToCpdButton } from '../../../shared/cpd/add-to-cpd-button';
import { useDocumentTitle } from '../../../shared/navigation/page-title';
import { useIsMobile } from '../../../shared/navigation/use-is-mobile';
import { useKeyPublication } from '../api/get-key-publications';
import { DetailFrame } from '../components/shared/detail-frame';
import classes from '../components/education.module.css';

/** /education/keyPublications/:id: the publication, why it matters, related topics. */
export function KeyPublicationPage() {
  const { id = '' } = useParams();
  const mobile = useIsMobile();
  const publication = useKeyPublication(id);
  useDocumentTitle(publication.data?.title);
  return (
    <DetailFrame
      backTo="/education/publications"
      backLabel="Back to Key Publications"
      what="This publication"
      query={publication}
    >
      {() => {
        const p = publication.data;
        if (!p) return null;
        return (
          <Paper withBorder radius="md" p={mobile ? 'md' : 'xl'} component="article">
            <Stack gap="md">
              <Group justify="space-between" align="flex-start" gap="sm">
                <Title
                  order={1}
                  fz={mobile ? 'h3' : 'h2'}
                  lh={1.25}
                  className={classes.title}
                  style={{ flex: 1, minWidth: 0 }}
                >
                  {p.title}
                </Title>
                <Group gap="xs" data-testid="detail-actions">
                  <AddToCpdButton kind="publication" sourceId={p._id} title={p.title} />
                </Group>
              </Group>
              <Text size="sm" c="dimmed" className={classes.title}>
                {p.citation}
              </Text>
              <Anchor
                href={p.doiUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                className={classes.title}
              >
                DOI: {p.doi} <IconExternalLink size={14} aria-label="opens in a new tab" />
              </Anchor>
              <Stack gap={6} component="section" aria-labelledby="publication-summary">
                <Title order={2} fz="h4" id="publication-summary">
                  Summary
                </Title>
                <Text size="sm" className={classes.title}>
                  {p.summary}
                </Text>
              </Stack>
              <Stack gap={6} component="section" aria-labelledby="publication-practice">
                <Title order={2} fz="h4" id="publication-practice">
                  Why it matters for practice
                </Title>
                <Text size="sm" className={classes.title}>
                  {p.practiceRelevance}
                </Text>
              </Stack>
              {p.topics.length > 0 && (
                <Stack gap={6} component="section" aria-labelledby="publication-topics">
                  <Title order={2} fz="h4" id="publication-topics">
                    Related topics
                  </Title>
                  <Group gap={6}>
                    {p.topics.map((t) => (
                      <Badge key={t} variant="light">
                        {t}
                      </Badge>
                    ))}
                  </Group>
                </Stack>
              )}
            </Stack>
          </Paper>
        );
      }}
    </DetailFrame>
  );
}
