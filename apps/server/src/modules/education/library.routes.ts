import type { FastifyInstance } from 'fastify';
import { education } from '@portal/contract';
import { fileRoute, ok, route } from '../../http/route';
import type { LibraryService } from './library.service';

/** SPEC §7 `library/get`, and the download of a library file. */
export function libraryRoutes(app: FastifyInstance, service: LibraryService): void {
  route(app, education.getLibrary, async ({ query }) => {
    const page = await service.list(query);
    return ok(page.rows, { count: page.total });
  });
  fileRoute(app, education.downloadLibraryItem, async ({ params }) => service.download(params.id));
}
