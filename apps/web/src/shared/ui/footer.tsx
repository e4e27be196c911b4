import { Anchor, Stack, Text } from '@mantine/core';
import { useLondonToday } from '../lib/london-today';
import { SITE } from '../config/site';
import classes from './footer.module.css';

/**
 * Copyright with the current year, the company's pharma site and the support e-mail (SPEC §2).
 * The links are underlined: within a sentence, colour alone does not set them apart. The year
 * is London's, and comes once the page has hydrated (useLondonToday): a prerendered page may be
 * older than this year.
 */
export function Footer() {
  const year = useLondonToday()?.slice(0, 4);
  return (
    <footer className={classes.footer}>
      <Stack gap={4} align="center">
        <Text size="sm">
          Copyright © {year}{' '}
          <Anchor
            href={SITE.pharmaSiteUrl}
            target="_blank"
            rel="noopener noreferrer"
            underline="always"
          >
            {SITE.companyName}
          </Anchor>
          . All rights reserved.
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          If you have any questions, please contact us at{' '}
          <Anchor href={`mailto:${SITE.supportEmail}`} underline="always">
            {SITE.supportEmail}
          </Anchor>
        </Text>
      </Stack>
    </footer>
  );
}
