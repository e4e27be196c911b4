import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.layer.css';
import { rewriteArticleLinks } from '../lib/external-links';
import classes from './rich-text.module.css';

/**
 * HTML the server cleaned through its allow-list on write and on read (no script, handler
 * attribute, style or frame), rendered as news articles are: links made external.
 */
export function RichText({
  html,
  size = 'md',
  testId,
}: {
  html: string;
  size?: 'sm' | 'md';
  testId?: string;
}) {
  const safe = useMemo(() => rewriteArticleLinks(html), [html]);
  return (
    <Typography>
      <div
        className={classes.body}
        style={{ fontSize: `var(--mantine-font-size-${size})`, lineHeight: 1.6 }}
        data-testid={testId}
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Typography>
  );
}
