import { initialOf } from '@portal/contract';

/** The letters of the directory's initial filter. */
export const LETTERS = Array.from('ABCDEFGHIJKLMNOPQRSTUVWXYZ');

/** The filter's letter of a person: the first letter of the first name in upper case (SPEC §9). */
export const initialOfPerson = (person: { firstName: string }): string =>
  initialOf(person.firstName);

/** The people whose first name starts with `letter` (any case); everyone when it is null. */
export function filterByInitial<T extends { firstName: string }>(
  people: readonly T[],
  letter: string | null,
): T[] {
  if (!letter) return [...people];
  const wanted = letter.toUpperCase();
  return people.filter((p) => initialOfPerson(p) === wanted);
}

/** The letters at least one person's first name starts with. */
export function initialsIn(people: readonly { firstName: string }[]): Set<string> {
  return new Set(people.map(initialOfPerson).filter(Boolean));
}
