import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';

/** One numbered section of a policy: heading, paragraphs and optional bullet points. */
export interface LegalSection {
  heading: string;
  paragraphs: readonly ReactNode[];
  points?: readonly ReactNode[];
}

/** A readable policy page: title, last update, sections, and a way back. */
export function LegalDocument({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
}) {
  return (
    <Paper maw={860} mx="auto" my="lg" p={{ base: 'md', sm: 'xl' }} radius="md" withBorder>
      <article>
        <Stack gap="md">
          <div>
            <Title order={1} fz="h2">
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              Last updated {updated}
            </Text>
          </div>
          <Text>{intro}</Text>
          {sections.map((section, i) => (
            <section key={section.heading}>
              <Title order={2} fz="h4" mb="xs">
                {i + 1}. {section.heading}
              </Title>
              <Stack gap="xs">
                {section.paragraphs.map((p, j) => (
                  <Text key={j}>{p}</Text>
                ))}
                {section.points && (
                  <List spacing={4}>
                    {section.points.map((p, j) => (
                      <List.Item key={j}>{p}</List.Item>
                    ))}
                  </List>
                )}
              </Stack>
            </section>
          ))}
          <Text size="sm">
            <Anchor component={Link} to="/">
              Back to the home page
            </Anchor>
          </Text>
        </Stack>
      </article>
    </Paper>
  );
}
