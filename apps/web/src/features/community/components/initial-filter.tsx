import { Button } from '@mantine/core';
import { Link } from 'react-router';
import classes from './community.module.css';

const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** The letter `?initial=` names (one of A–Z, either case), or null for everyone. */
export function initialOf(params: URLSearchParams): string | null {
  const value = params.get('initial')?.toUpperCase() ?? '';
  return LETTERS.includes(value) ? value : null;
}

/** The address part that names a letter, or everyone. */
const searchOf = (letter: string | null) => (letter ? `?initial=${letter}` : '');

/**
 * The directory's A–Z filter by the first letter of the first name (SPEC §9); the server
 * filters, so every letter is offered. The chosen letter again, or All, shows everyone. Each
 * letter is a link to its address (`?initial=O`), so a press works before the page's scripts
 * have arrived too: the server then renders the list of that letter.
 */
export function InitialFilter({ value }: { value: string | null }) {
  const entry = (letter: string | null, label: string, to: string | null) => (
    <Button
      key={label}
      component={Link}
      to={{ search: searchOf(to) }}
      replace
      preventScrollReset
      size="compact-sm"
      className={letter ? classes.letter : undefined}
      variant={value === letter ? 'filled' : 'default'}
      aria-current={value === letter ? 'true' : undefined}
    >
      {label}
    </Button>
  );
  return (
    <div className={classes.letters} role="group" aria-label="Filter by initial">
      {entry(null, 'All', null)}
      {LETTERS.map((letter) => entry(letter, letter, value === letter ? null : letter))}
    </div>
  );
}
