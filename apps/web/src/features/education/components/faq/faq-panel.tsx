import { Accordion, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Accordion.layer.css';
import { useFaq } from '../../api/get-faq';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ContactOptions } from './contact-options';

/** An answer's paragraphs (split by a blank line). */
const paragraphs = (answer: string) => answer.split(/\n\s*\n/).filter((p) => p.trim());

/** The FAQ tab: an accordion of questions per topic, for the page's search; help at its foot. */
export function FaqPanel({ search }: { search: string }) {
  const faq = useFaq(search);

  return (
    <Stack gap="lg">
      {faq.isPending ? (
        Array.from({ length: 3 }, (_, i) => <Skeleton key={i} height={140} radius="md" />)
      ) : faq.isError ? (
        <EmptyState title="The questions could not be loaded" text="Try again in a moment." />
      ) : faq.data.topics.length === 0 ? (
        <EmptyState
          title={search ? 'No questions match' : 'No questions yet'}
          text={search ? 'Try other words, or ask us below.' : undefined}
        />
      ) : (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {faq.data.total === 1 ? '1 question' : `${faq.data.total} questions`}
          </Text>
          {faq.data.topics.map((t) => (
            <Stack key={t.topic} gap="xs" component="section" data-testid="faq-topic">
              <Title order={2} fz="h4">
                {t.topic}
              </Title>
              <Accordion
                variant="separated"
                radius="md"
                // A search opens its hits; without one every answer starts closed.
                multiple
                defaultValue={search ? t.questions.map((q) => q._id) : []}
                key={search}
              >
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
          ))}
        </>
      )}
      <ContactOptions />
    </Stack>
  );
}
