import type { education } from '@portal/contract';

/** Query keys of the webinars, under the education prefix. */
export const webinarKeys = {
  all: ['education', 'webinars'] as const,
  list: (list: education.WebinarList, search: string) =>
    ['education', 'webinars', 'list', list, search] as const,
  one: (id: string) => ['education', 'webinars', 'one', id] as const,
};
