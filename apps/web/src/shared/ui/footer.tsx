import { Anchor, Stack, Text } from '@mantine/core';
import { SITE } from '../config/site';
import classes from './footer.module.css';

/** Copyright with the current year, the company's pharma site and the support e-mail (SPEC §2). */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Stack gap={4} align="center">
        <Text size="sm">
          Copyright © {year}{' '}
          <Anchor href={SITE.pharmaSiteUrl} target="_blank" rel="noopener noreferrer">
            {SITE.companyName}
          </Anchor>
          . All rights reserved.
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          If you have any questions, please contact us at{' '}
          <Anchor href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</Anchor>
        </Text>
      </Stack>
    </footer>
  );
}
