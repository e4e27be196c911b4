import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db/client';
import type { Uploads } from './infra/uploads';
import { createUploadSweeper } from './db/upload-sweep';
import type { FileStores } from './infra/file-stores';
import type { JobScheduler } from './infra/scheduled-jobs';
import type { AuthService } from './modules/auth/auth.service';
import { communityAdminRoutes } from './modules/community/admin.routes';
import type { CommunityService } from './modules/community/community.service';
import { educationAdminRoutes } from './modules/education/admin.routes';
import { createEducationAdmin } from './modules/education/admin.service';
import type { JournalClubService } from './modules/education/journal-club.service';
import { homeAdminRoutes } from './modules/home/admin.routes';
import { createHomeAdmin } from './modules/home/admin.service';
import { newsAdminRoutes } from './modules/news/admin.routes';
import type { NewsService } from './modules/news/news.service';
import { productsAdminRoutes } from './modules/products/admin.routes';
import type { ProductsService } from './modules/products/products.service';
import { createReviewRepository } from './modules/review/review.repository';
import { reviewRoutes } from './modules/review/review.routes';
import { createReviewService } from './modules/review/review.service';
import { createAdminUsersService } from './modules/users/admin-users.service';
import type { UsersService } from './modules/users/users.service';

export interface AdminAreaDeps {
  app: FastifyInstance;
  config: Config;
  db: Db;
  auth: AuthService;
  now: () => Date;
  /** Where people's files are stored: the sweep removes a key from both. */
  stores: FileStores;
  /** Where the upload sweep is scheduled, once across processes (decision 108). */
  jobs: JobScheduler;
  /** People's public uploads: webinar and Home images go there (decision 100). */
  uploads: Uploads;
  /** Private uploads (the private store): the library's documents go there (decision 98). */
  files: Uploads;
  /** The domains whose admin sides it registers and whose reports its review queue acts on. */
  community: CommunityService;
  news: NewsService;
  journalClub: JournalClubService;
  users: UsersService;
  products: ProductsService;
  /** Home's shared lists (its content, the library's files) are dropped on every process. */
  homeListsChanged: () => void;
}

export interface AdminArea {
  /** Accounts as admins see and change them, and the audit: the users module registers them. */
  users: ReturnType<typeof createAdminUsersService>;
  /** Registers the domains' authoring routes and the review queue's, inside the /api scope. */
  routes(api: FastifyInstance): void;
}

/**
 * The admin area's server side (issue 31), wired apart from the app it serves: each domain keeps
 * its admin routes in its own module (decision 91); here they meet the review queue (decision
 * 94), accounts and the audit (decision 85) and the housekeeping sweep of uploads (decision 95).
 */
export function wireAdminArea(deps: AdminAreaDeps): AdminArea {
  const { db, now, community, news, journalClub, users, products } = deps;
  // One review queue (decision 94): it reads the reports of every domain; its actions reach each
  // domain's own service through these ports.
  const review = createReviewService({
    repo: createReviewRepository(db),
    ports: {
      community: (type, id, action, actor, also) =>
        community.moderation.review(type, id, action, actor, also),
      newsComment: (id, action, also) => news.reviewComment(id, action, also),
      journalClubComment: (id, action, also) => journalClub.reviewComment(id, action, also),
      contactMessageHandled: (id, also) => users.markContactMessageHandled(id, also),
    },
    now,
  });
  scheduleUploadSweep(deps);
  return {
    users: createAdminUsersService({ db, auth: deps.auth, now }),
    routes(api) {
      newsAdminRoutes(api, news.admin);
      communityAdminRoutes(api, community.admin);
      productsAdminRoutes(api, products.adminProducts, products.adminProducers);
      educationAdminRoutes(
        api,
        createEducationAdmin({
          db,
          uploads: deps.uploads,
          files: deps.files,
          libraryChanged: deps.homeListsChanged,
        }),
      );
      homeAdminRoutes(
        api,
        createHomeAdmin({ db, uploads: deps.uploads, changed: deps.homeListsChanged }),
      );
      reviewRoutes(api, review);
    },
  };
}

/** Unreferenced uploads swept on a schedule, once across processes (decisions 95, 108). */
function scheduleUploadSweep({ app, config, db, now, stores, jobs }: AdminAreaDeps): void {
  if (config.UPLOAD_SWEEP_SECONDS <= 0) return;
  const sweeper = createUploadSweeper({
    db,
    stores: [stores.public, stores.private],
    graceMs: config.UPLOAD_SWEEP_GRACE_SECONDS * 1000,
    log: app.log,
    now,
  });
  jobs.add({
    name: 'upload-sweep',
    everyMs: config.UPLOAD_SWEEP_SECONDS * 1000,
    firstDelayMs: config.UPLOAD_SWEEP_FIRST_DELAY_SECONDS * 1000,
    run: sweeper.sweep,
  });
}
