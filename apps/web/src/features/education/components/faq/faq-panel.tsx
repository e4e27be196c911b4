import { Skeleton, Stack, Text } from '@mantine/core';
import { useFaq } from '../../api/get-faq';
import { EmptyState } from '../../../../shared/ui/empty-state';
import { ContactOptions } from './contact-options';
import { FaqTopicSection } from './faq-topic';

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
            <FaqTopicSection
              key={t.topic}
              topic={t}
              // A search opens its hits; without one every answer starts closed.
              open={search ? t.questions.map((q) => q._id) : []}
              resetKey={search}
            />
          ))}
        </>
      )}
      <ContactOptions />
    </Stack>
  );
}
