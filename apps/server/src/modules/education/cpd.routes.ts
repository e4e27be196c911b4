import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { fileRoute, ok, route } from '../../http/route';
import { uploadedNamedFile } from '../../http/uploads';
import { notEvidence, type CpdService } from './cpd.service';

/** The CPD record (issue 29): the caller's own records, evidence, the year and its PDF. */
export function cpdRoutes(app: FastifyInstance, service: CpdService): void {
  route(app, education.getCpdEntries, async ({ query, user }) => {
    const page = await service.list(user._id, query);
    return ok(page.rows, { count: page.total });
  });
  route(app, education.getCpdEntry, async ({ params, user }) =>
    ok(await service.get(user._id, params.id)),
  );
  route(app, education.createCpdEntry, async ({ body, user }) =>
    ok(await service.create(user._id, body), { message: 'Added to your CPD record.' }),
  );
  route(app, education.editCpdEntry, async ({ params, body, user }) =>
    ok(await service.edit(user._id, params.id, body), { message: 'CPD record saved.' }),
  );
  route(app, education.deleteCpdEntry, async ({ params, user }) => {
    await service.remove(user._id, params.id);
    return ok(null, { message: 'CPD record deleted.' });
  });
  route(app, education.uploadCpdEvidence, async ({ request, user }) =>
    ok(await service.uploadEvidence(user._id, await uploadedNamedFile(request, notEvidence))),
  );
  fileRoute(app, education.getCpdEvidence, async ({ params, user }) =>
    service.evidenceFile(user._id, params.id),
  );
  route(app, education.getCpdSummary, async ({ user }) => ok(await service.summary(user._id)));
  route(app, education.setCpdRenewalDate, async ({ body, user }) =>
    ok(await service.setRenewalDate(user._id, body.renewalDate), {
      message: 'Renewal date saved.',
    }),
  );
  fileRoute(app, education.getCpdPdf, async ({ user }) => service.pdf(user));
}
