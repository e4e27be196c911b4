import { Button } from '@mantine/core';
import { LETTERS } from '../lib/initials';
import classes from './community.module.css';

/**
 * The directory's A–Z filter by the first letter of the first name (SPEC §9). Letters not in
 * `available`, when given, are disabled; the chosen letter again, or All, shows everyone.
 */
export function InitialFilter({
  value,
  available,
  onChange,
}: {
  value: string | null;
  available?: Set<string> | undefined;
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
          disabled={available ? !available.has(letter) : false}
          onClick={() => onChange(value === letter ? null : letter)}
        >
          {letter}
        </Button>
      ))}
    </div>
  );
}
