import { Anchor, List, Skeleton, Text } from '@mantine/core';
import '@mantine/core/styles/List.layer.css';
import { useContactOptions } from '../../api/get-faq';
import { TitledSection } from '../../../../shared/ui/titled-section';

/** "Still need help?": the portal team's e-mail, phone, hours and what to write about. */
export function ContactOptions() {
  const contact = useContactOptions();
  return (
    <TitledSection
      headingId="faq-contact-heading"
      title="Still need help?"
      testId="contact-options"
    >
      {contact.isPending ? (
        <Skeleton height={60} />
      ) : contact.isError ? (
        <Text size="sm" c="dimmed">
          The contact details could not be loaded. Try again in a moment.
        </Text>
      ) : (
        <>
          <Text size="sm">
            E-mail{' '}
            <Anchor href={`mailto:${contact.data.email}`} fw={600}>
              {contact.data.email}
            </Anchor>
            {contact.data.phone && (
              <>
                {' '}
                or call{' '}
                <Anchor href={`tel:${contact.data.phone.replace(/\s+/g, '')}`} fw={600}>
                  {contact.data.phone}
                </Anchor>
              </>
            )}
            . {contact.data.hours}; we answer within {contact.data.responseDays} working{' '}
            {contact.data.responseDays === 1 ? 'day' : 'days'}.
          </Text>
          <Text size="sm" c="dimmed">
            Tell us what it is about:
          </Text>
          <List size="sm" spacing={4}>
            {contact.data.topics.map((t) => (
              <List.Item key={t.key}>
                <Text span fw={600} size="sm">
                  {t.label}
                </Text>
                {' — '}
                {t.description}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </TitledSection>
  );
}
