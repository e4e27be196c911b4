/** Where a section lives: its key and alias path (the registry's entries satisfy it). */
export interface SectionPath {
  key: string;
  path: string;
}

/**
 * The section an /education path opens: the one whose alias it is, or the first for /education
 * itself (and for an alias whose section is not built yet).
 */
export function sectionOfPath<S extends SectionPath>(
  sections: readonly S[],
  pathname: string,
): S | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return sections.find((s) => s.path === path) ?? sections[0];
}

/** A section's alias path, carrying the search in force (`?search=`) to the next tab. */
export function sectionHref(path: string, search: string): string {
  const term = search.trim();
  return term ? `${path}?${new URLSearchParams({ search: term }).toString()}` : path;
}
