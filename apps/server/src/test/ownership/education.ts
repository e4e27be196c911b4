// Ownership in education: webinars are everyone's; CPD records and their evidence files are their
// owner's alone.
import { education } from '@portal/contract';
import { cpdBody, makeCpdEntry, makeCpdEvidence } from '../fixtures/education';
import type { OwnershipRow, PublicRoute } from './types';

const ADMIN_CONTENT =
  'Education content is authored by every admin alike (admin: true, 403 to others)';

export const educationPublicByDesign: PublicRoute[] = [
  ...[
    'faq-entries',
    'webinars',
    'key-publications',
    'library-documents',
    'library-links',
    'clinics',
    'journal-clubs',
  ].flatMap((kind) =>
    ['GET', 'PATCH', 'DELETE'].map((method) => ({
      route: `${method} /api/admin/${kind}/:id`,
      ids: ['params.id'],
      reason: ADMIN_CONTENT,
    })),
  ),
  {
    route: 'GET /api/webinar/get/:id',
    ids: ['params.id'],
    reason: 'webinars are published to every user with the education module',
  },
  {
    route: 'POST /api/webinar/register/:id',
    ids: ['params.id'],
    reason: 'anyone may register for a webinar; the registration is the caller’s own row',
  },
  {
    route: 'DELETE /api/webinar/register/:id',
    ids: ['params.id'],
    reason: 'it cancels the caller’s own registration only',
  },
  {
    route: 'GET /api/webinar/ics/:id',
    ids: ['params.id'],
    reason: 'webinars are published to every user with the education module',
  },
  {
    route: 'POST /api/cpd/create',
    ids: ['body.source.id'],
    reason:
      'the source is a published webinar, club, publication or article: a label, not a link to anyone’s data',
  },
  {
    route: 'PUT /api/cpd/edit/:id',
    ids: ['body.source.id'],
    reason:
      'the source is a published webinar, club, publication or article: a label, not a link to anyone’s data',
  },
];

type Entry = { id: string };
const cpdEntry: OwnershipRow<Entry> = {
  kind: 'CPD record',
  create: (ctx, a) => makeCpdEntry(ctx, a),
  view: (ctx, a, o) => ctx.call(a, education.getCpdEntry, { params: { id: o.id } }),
  routes: [
    {
      route: 'GET /api/cpd/get/:id',
      ids: ['params.id'],
      access: 'read',
      call: (o) => ({ params: { id: o.id } }),
    },
    {
      route: 'PUT /api/cpd/edit/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id }, body: cpdBody({ title: 'Changed' }) }),
    },
    {
      route: 'DELETE /api/cpd/delete/:id',
      ids: ['params.id'],
      access: 'write',
      call: (o) => ({ params: { id: o.id } }),
    },
  ],
};

type Evidence = { id: string; url: string };
const evidenceRoute = (label: string): OwnershipRow<Evidence>['routes'][number] => ({
  route: 'GET /api/cpd/evidence/:id',
  ids: ['params.id'],
  access: 'read',
  label,
  call: (o) => ({ params: { id: o.id } }),
});
/** An evidence file not yet on a record: already its uploader's alone. */
const cpdEvidence: OwnershipRow<Evidence> = {
  kind: 'CPD evidence file',
  create: (ctx, a) => makeCpdEvidence(ctx, a),
  view: (ctx, a) => ctx.call(a, education.getCpdEntries, { query: { period: 'all' } }),
  routes: [evidenceRoute('not yet attached')],
};
/** An evidence file on a record. */
const cpdAttachedEvidence: OwnershipRow<Evidence> = {
  kind: 'CPD evidence file on a record',
  create: (ctx, a) => makeCpdEvidence(ctx, a, { attach: true }),
  view: (ctx, a) => ctx.call(a, education.getCpdEntries, { query: { period: 'all' } }),
  routes: [evidenceRoute('on a record')],
};

export const educationRows = [cpdEntry, cpdEvidence, cpdAttachedEvidence];
