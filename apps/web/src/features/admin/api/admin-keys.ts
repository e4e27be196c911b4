/** Query keys of the admin area; every one starts with 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  /** Every page of one list call, by its path (`/api/user/admin/list`). */
  list: (path: string) => ['admin', 'list', path] as const,
  /** One record, by its kind and id. */
  one: (kind: string, id: string) => ['admin', kind, id] as const,
};
