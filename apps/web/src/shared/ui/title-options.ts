/** Courtesy titles offered at sign-up and in the profile; the contract only limits the length. */
export const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr', 'Prof'] as const;

/** Options for a title select, with an empty first choice (the required check catches it). */
export function titleOptions(current?: string | null): { value: string; label: string }[] {
  const titles: string[] = [...TITLES];
  // Keep a title given before this list existed selectable.
  if (current && !titles.includes(current)) titles.push(current);
  return [{ value: '', label: 'Select a title' }, ...titles.map((t) => ({ value: t, label: t }))];
}
