import { Button } from '@mantine/core';
import classes from './community.module.css';

const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/**
 * The directory's A–Z filter by the first letter of the first name (SPEC §9); the server
 * filters, so every letter is offered. The chosen letter again, or All, shows everyone.
 */
export function InitialFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (letter: string | null) => void;
}) {
  return (
    <div className={classes.letters} role="group" aria-label="Filter by initial">
      <Button
        size="compact-sm"
        variant={value === null ? 'filled' : 'default'}
        aria-pressed={value === null}
        onClick={() => onChange(null)}
      >
        All
      </Button>
      {LETTERS.map((letter) => (
        <Button
          key={letter}
          size="compact-sm"
          className={classes.letter}
          variant={value === letter ? 'filled' : 'default'}
          aria-pressed={value === letter}
          onClick={() => onChange(value === letter ? null : letter)}
        >
          {letter}
        </Button>
      ))}
    </div>
  );
}
