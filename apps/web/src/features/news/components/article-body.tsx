import { useMemo } from 'react';
import { Typography } from '@mantine/core';
import '@mantine/core/styles/Typography.layer.css';
import { rewriteArticleLinks } from '../../../shared/lib/external-links';
import classes from './news.module.css';

/**
 * The article's HTML. The server cleans it through an allow-list on write and on read (no script,
 * handler attribute, style or frame), so it is rendered as HTML; links are made external here.
 */
export function ArticleBody({ html }: { html: string }) {
  const safe = useMemo(() => rewriteArticleLinks(html), [html]);
  return (
    <Typography>
      <div
        className={classes.body}
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: safe }}
      />
    </Typography>
  );
}
