import { Accordion, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.layer.css';
import type { education } from '@portal/contract';

/** An answer's paragraphs (split by a blank line). */
const paragraphs = (answer: string) => answer.split(/\n\s*\n/).filter((p) => p.trim());

/** One FAQ topic: its name and an accordion of its questions (the FAQ tab, an admin's preview). */
export function FaqTopicSection({
  topic: t,
  open,
  resetKey,
}: {
  topic: education.FaqTopic;
  /** The questions whose answers start open. */
  open: string[];
  /** A change starts the accordion again with `open` (a new search). */
  resetKey?: string;
}) {
  return (
    <Stack gap="xs" component="section" data-testid="faq-topic">
      <Title order={2} fz="h4">
        {t.topic}
      </Title>
      <Accordion variant="separated" radius="md" multiple defaultValue={open} key={resetKey}>
        {t.questions.map((q) => (
          <Accordion.Item key={q._id} value={q._id}>
            <Accordion.Control>{q.question}</Accordion.Control>
            <Accordion.Panel>
              {paragraphs(q.answer).map((p, i) => (
                <Text key={i} size="sm" mb="xs">
                  {p}
                </Text>
              ))}
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
