import { Button } from '@mantine/core';
import classes from './get-form.module.css';

/**
 * A page's controls that work before its scripts arrive are a form sent by GET, whose fields the
 * route's loader reads from the address (the products filters, the appointments filters, a
 * search box). These are the pieces they share.
 */

/** The fields of a form as a query string, as the browser would send it by GET. */
export function paramsOfForm(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === 'string') params.append(key, value);
  }
  return params;
}

/** Sends a GET form; shown only until the page's scripts run (they apply each change). */
export function ApplyButton() {
  return (
    <Button type="submit" variant="light" className={classes.beforeScripts}>
      Apply
    </Button>
  );
}
