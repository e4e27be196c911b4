import { sql } from 'drizzle-orm';
import { chat } from '@portal/contract';
import type { Db } from '../../db/client';
import { searchResults, type Searcher } from '../../db/full-text';
import { inDirectory } from './contacts.repository';

// People in the search (decision 151), as the people directory shows them (inDirectory), under
// its access rule: found by name (misspelt too) and by their biography, with their role.

export function createPeopleSearch(db: Db): Searcher[] {
  return [
    {
      kind: 'person',
      endpoint: chat.listChatUsers,
      search: (q, viewer, page) =>
        searchResults<{ role: string }>(
          db,
          'person',
          q,
          page,
          viewer,
          (reader) => ({
            from: sql`users u`,
            show: sql`inner join roles r on r.id = u.role_id`,
            id: sql`u.id`,
            vector: sql`u.search`,
            where: inDirectory(reader._id),
            names: [sql`(u.first_name || ' ' || u.last_name)`],
            columns: sql`r.name as "role"`,
            title: sql`u.first_name || ' ' || u.last_name`,
            excerpt: sql`coalesce(u.biography, '')`,
          }),
          (r) => ({ date: null, parent: null, context: r.role }),
        ),
    },
  ];
}
