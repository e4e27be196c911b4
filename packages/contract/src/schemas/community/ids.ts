// Ids in community bodies, queries and paths.

import { z } from 'zod';

// Ids compare as text in the rules (authors, admins), so capitals are made the database's form.
export const id = (what: string) =>
  z.uuid({ error: `Invalid ${what}` }).transform((v) => v.toLowerCase());
