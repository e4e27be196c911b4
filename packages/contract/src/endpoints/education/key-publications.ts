// Key publications (SPEC §1 Education, §2 /education/keyPublications/{id}): the papers and
// guidance a pharmacist should know, each with why it matters for practice. SPEC §7 names no
// calls for them; these follow its style (`<thing>/get` and `/get/{id}`).

import { defineEndpoint } from '../../endpoint';
import type * as s from '../../schemas/education/key-publications';

export type * from '../../schemas/education/key-publications';

export const getKeyPublications = defineEndpoint<typeof s.getKeyPublications>()({
  method: 'GET',
  path: '/api/keyPublication/get',
  summary:
    'Key publications, newest first; search in title, citation, summary and topics; total in option[0].count.',
  access: 'user',
  module: 'education',
});

export const getKeyPublication = defineEndpoint<typeof s.getKeyPublication>()({
  method: 'GET',
  path: '/api/keyPublication/get/:id',
  summary: 'One key publication.',
  access: 'user',
  module: 'education',
});
