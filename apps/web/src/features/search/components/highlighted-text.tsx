import { Fragment } from 'react';
import type { search } from '@portal/contract';
import classes from './search.module.css';

/**
 * A title or an excerpt with its matching words in `<mark>`: each segment is text, which React
 * escapes, so a result can never inject markup, whatever the item's author wrote.
 */
export function HighlightedText({ text }: { text: search.SearchText }) {
  return (
    <>
      {text.map((segment, i) =>
        segment.match ? (
          <mark key={i} className={classes.mark}>
            {segment.text}
          </mark>
        ) : (
          <Fragment key={i}>{segment.text}</Fragment>
        ),
      )}
    </>
  );
}
