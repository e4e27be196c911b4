import { describe, expect, it } from 'vitest';
import { filterByInitial, initialOfPerson, initialsIn, LETTERS } from './initials';

const people = [
  { firstName: 'amelia', lastName: 'Hughes' },
  { firstName: 'Oliver', lastName: 'Bennett' },
  { firstName: ' Aisha', lastName: 'Khan' },
  { firstName: 'Ömer', lastName: 'Yilmaz' },
];

describe('the directory’s initial filter', () => {
  it('is the first letter of the first name in upper case (SPEC §9)', () => {
    expect(initialOfPerson({ firstName: 'amelia' })).toBe('A');
    expect(initialOfPerson({ firstName: ' oliver' })).toBe('O');
    expect(initialOfPerson({ firstName: 'ömer' })).toBe('Ö');
    expect(initialOfPerson({ firstName: '' })).toBe('');
  });

  it('keeps the people whose first name starts with the letter, whatever its case', () => {
    expect(filterByInitial(people, 'A').map((p) => p.lastName)).toEqual(['Hughes', 'Khan']);
    expect(filterByInitial(people, 'o').map((p) => p.lastName)).toEqual(['Bennett']);
    expect(filterByInitial(people, 'Z')).toEqual([]);
    expect(filterByInitial(people, null)).toHaveLength(4);
  });

  it('knows which letters anyone has, A to Z offered', () => {
    expect([...initialsIn(people)].sort()).toEqual(['A', 'O', 'Ö']);
    expect(LETTERS).toHaveLength(26);
    expect(LETTERS[0]).toBe('A');
  });
});
