import type { FastifyInstance } from 'fastify';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import { APP_VERSION, users as usersContract } from '@portal/contract';
import { wireAdminArea } from './admin-area';
import { wireBookingsArea } from './bookings-area';
import { registerSearch } from './search-area';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerAnswerCompression } from './http/answer-compression';
import { registerApiDocs } from './http/api-docs';
import { registerBackup } from './http/backup';
import { registerErrorHandler } from './http/error-handler';
import { createFastify } from './http/fastify-instance';
import { registerGuards } from './http/guards';
import { registerHealth } from './http/health';
import { registerMetrics } from './http/metrics';
import { webPageSession } from './http/session-cookie';
import { inlineScriptHashes, registerWebApp } from './http/web-app';
import { rendersMobileLayout } from './http/layout-hint';
import { registerRateLimit } from './http/rate-limit';
import { registerSecurityHeaders } from './http/security-headers';
import { registerUploadsRoute } from './http/uploads-route';
import { authRoutes } from './modules/auth/auth.routes';
import { bookingsRoutes } from './modules/bookings/bookings.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { communityRoutes } from './modules/community/community.routes';
import { createCommunityService } from './modules/community/community.service';
import { createChatService } from './modules/chat/chat.service';
import { registerChatSocket } from './modules/chat/chat.socket';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createRegistrationService } from './modules/auth/registration.service';
import { mailboxOf, mailerFor } from './infra/mail';
import { createMetrics } from './infra/metrics';
import { createRedisBus } from './infra/redis-bus';
import { createSessionCache } from './modules/auth/session-cache';
import { createFileStores } from './infra/file-stores';
import { createJobScheduler } from './infra/scheduled-jobs';
import { createTableUpkeep } from './db/table-upkeep';
import { createUploads } from './infra/uploads';
import { clinicsRoutes } from './modules/education/clinics.routes';
import { createClinicsService } from './modules/education/clinics.service';
import { faqRoutes } from './modules/education/faq.routes';
import { createFaqService } from './modules/education/faq.service';
import { libraryRoutes } from './modules/education/library.routes';
import { createLibraryService } from './modules/education/library.service';
import { producersRoutes } from './modules/education/producers.routes';
import { createProducersService } from './modules/education/producers.service';
import { cpdRoutes } from './modules/education/cpd.routes';
import { createCpdService } from './modules/education/cpd.service';
import { webinarsRoutes } from './modules/education/webinars.routes';
import { createWebinarsService } from './modules/education/webinars.service';
import { homeRoutes } from './modules/home/home.routes';
import { createHomeService } from './modules/home/home.service';
import { journalClubRoutes } from './modules/education/journal-club.routes';
import { createJournalClubService } from './modules/education/journal-club.service';
import { keyPublicationsRoutes } from './modules/education/key-publications.routes';
import { createKeyPublicationsService } from './modules/education/key-publications.service';
import { newsRoutes } from './modules/news/news.routes';
import { paymentsRoutes, paymentWebhookRoute } from './modules/payments/payments.routes';
import { productsRoutes } from './modules/products/products.routes';
import { createProductsService } from './modules/products/products.service';
import { createNewsService } from './modules/news/news.service';
import { usersRoutes } from './modules/users/users.routes';
import { createContactMails } from './modules/users/contact-mails';
import { createUsersService } from './modules/users/users.service';
import { createWorkplacesService } from './modules/users/workplaces.service';
import { countDeliveries } from './realtime/counted-deliveries';
import { createRealtime, type Realtime } from './realtime/socket-server';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Logger options; tests pass false. */
  logger?: boolean | { level: string };
  /** The clock for times the app stamps itself (a declaration's); tests set one. */
  now?: () => Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Builds the API and web server; main.ts and the tests both call it. */
export async function buildApp({
  config,
  database,
  logger,
  now = () => new Date(),
}: AppDeps): Promise<FastifyInstance> {
  const app = createFastify(config, logger);
  registerErrorHandler(app);
  // Observed from the first hook on, so every answer counts (decision 110).
  const metrics = createMetrics(database);
  registerMetrics(app, metrics, { token: config.METRICS_TOKEN, allow: config.METRICS_ALLOW });
  if (config.BACKUP_TOKEN && database.pauseAndDump) {
    registerBackup(app, { database, dataDir: config.DATA_DIR, token: config.BACKUP_TOKEN });
  }
  // Parsed before any other hook runs, so that whatever answers 401 can clear the session cookie.
  await app.register(fastifyCookie);

  const { db } = database;
  const mailer = mailerFor(config, app.log);
  // For e-mail sent after an answer: the mailer, its sender (invitations' organiser), the log.
  const mail = { mailer, organiser: mailboxOf(config.MAIL_FROM), log: app.log };
  // Log-in attempts and e-mails to one address, counted across processes in the database.
  const throttle = createLoginThrottle(db);
  // People's files, on this process's disk or where every process finds them (decision 107).
  const stores = createFileStores(config, db);
  app.addHook('onClose', async () => stores.close());
  // People's uploads: random keys, owners in the database (issue 27).
  const uploads = createUploads(db, stores.public);
  // Every scheduled job runs once per due time across processes (decision 108).
  const jobs = createJobScheduler({
    db,
    log: app.log,
    pollMs: config.JOB_POLL_SECONDS * 1000,
    record: metrics.job,
  });
  // Autovacuum's statistics and dead rows seen to where it does not run: PGlite (decision 154).
  if (config.TABLE_UPKEEP_SECONDS > 0) {
    jobs.add({
      name: 'table-upkeep',
      everyMs: config.TABLE_UPKEEP_SECONDS * 1000,
      firstDelayMs: config.TABLE_UPKEEP_SECONDS * 1000,
      run: createTableUpkeep(db, app.log),
    });
  }
  // One channel carries every cache drop between processes; each cache reads its own prefix.
  const bus = config.REDIS_URL
    ? await createRedisBus(config.REDIS_URL, 'portal:invalidate', app.log)
    : undefined;
  if (bus) app.addHook('onClose', () => bus.close());
  const cache =
    config.SESSION_CACHE_SECONDS > 0
      ? createSessionCache({ ttlMs: config.SESSION_CACHE_SECONDS * 1000, max: 50_000, bus })
      : undefined;
  const auth = createAuthService({ db, config, mailer, cache, log: app.log });
  const registration = createRegistrationService({
    db,
    auth,
    mailer,
    config,
    throttle,
  });
  const workplaces = createWorkplacesService({ db });
  app.addHook('onClose', async () => mailer.close());

  const realtime = await createRealtime({
    server: app.server,
    auth,
    log: app.log,
    redisUrl: config.REDIS_URL,
    presenceTtlMs: config.PRESENCE_TTL_SECONDS * 1000,
    requestsPerMinute: config.RATE_LIMIT_PER_MINUTE,
  });
  app.decorate('realtime', realtime);
  metrics.watchSockets(() => realtime.io.engine.clientsCount);
  auth.onUserChanged((userId) => {
    realtime
      .recheckUser(userId)
      .catch((err: unknown) => app.log.warn({ err }, 'socket re-check failed'));
  });
  const community = createCommunityService({ db, realtime, uploads, log: app.log });
  // Before the HTTP server closes: its close waits for every connection, the sockets' too. New
  // posts still waiting for their window are dropped first.
  app.addHook('preClose', async () => {
    community.close();
    await realtime.close();
  });
  const chat = createChatService({
    db,
    realtime: countDeliveries(realtime, metrics.chatDelivered),
    log: app.log,
    bus,
    starredChannels: community.channels.starredForChat,
  });
  // Admins' changes drop the feed's shared pages on every process (issue 31, decision 89).
  const news = createNewsService({
    db,
    feedCacheMs: config.FEED_CACHE_MS,
    bus,
    uploads,
    now,
  });
  // A registration and its cancellation are e-mailed with their calendar files.
  const webinars = createWebinarsService({ db, publicUrl: config.publicUrl, now, ...mail });
  // Private uploads (CPD evidence, issue 29; the library's files) are in the private store, which
  // /uploads does not serve.
  const privateUploads = createUploads(db, stores.private);
  const cpd = createCpdService({ db, evidence: privateUploads, now });
  const library = createLibraryService({ db, files: stores.private });
  // Home's lists that are the same for everyone are shared for a moment; admins' changes drop
  // them on every process.
  const home = createHomeService({
    db,
    listCacheMs: config.LIST_CACHE_MS,
    bus,
    // Home's documents are the library's files (decision 82).
    library,
    publicUrl: config.publicUrl,
    now,
    // A user's webinar registrations show among their upcoming events.
    registered: {
      upcomingFor: (userId, opts) => webinars.upcomingEventsFor(userId, opts),
      calendarItem: (id, userId) => webinars.calendarItemFor(id, userId),
    },
  });
  // The catalogue's lists are shared for a moment; admins' changes drop them on every process.
  const products = createProductsService({
    db,
    uploads,
    now,
    listCacheMs: config.LIST_CACHE_MS,
    bus,
  });
  const journalClub = createJournalClubService({ db, now });
  const keyPublications = createKeyPublicationsService({ db });
  const faq = createFaqService({ db });
  const users = createUsersService({
    db,
    auth,
    uploads,
    contactMails: createContactMails({ db, throttle, publicUrl: config.publicUrl, now, ...mail }),
    onAccountDeleted: async (userId) => {
      await chat.removeUserEverywhere(userId);
      await community.channels.removeUserEverywhere(userId);
      // CPD records and their private evidence files leave with the account.
      await cpd.removeUser(userId);
    },
  });
  // The admin area (issue 31): authoring routes, review queue, accounts, audit, upload sweep.
  const admin = wireAdminArea({
    app,
    config,
    db,
    auth,
    now,
    stores,
    jobs,
    uploads,
    files: privateUploads,
    community,
    news,
    journalClub,
    users,
    products,
    homeListsChanged: home.listsChanged,
  });
  app.addHook('onClose', async () => chat.close());
  // Bookings and payments (issue 30).
  const { payments, bookings } = wireBookingsArea({ app, config, db, realtime, mailer, jobs, now });
  app.addHook('onReady', async () => jobs.start());
  // Added after the drain, so run before it (onClose hooks run last-added first): a sweep under
  // way may still add notifications.
  app.addHook('onClose', () => jobs.stop());
  registerChatSocket(realtime, chat);
  realtime.setStatusAudience(chat.statusAudience);

  await registerSecurityHeaders(app, {
    publicUrl: config.publicUrl,
    scriptHashes: inlineScriptHashes(config.WEB_DIST),
  });
  await registerApiDocs(app);
  await registerRateLimit(app, config.RATE_LIMIT_PER_MINUTE);

  await registerAnswerCompression(app);
  registerGuards(app, { auth, appVersion: APP_VERSION });
  await app.register(fastifyMultipart, {
    limits: { fileSize: usersContract.PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 },
  });
  registerUploadsRoute(app, stores.public);

  registerHealth(app, database);

  await app.register(async (api) => {
    authRoutes(api, auth, registration);
    usersRoutes(api, users, workplaces, admin.users);
    chatRoutes(api, chat);
    communityRoutes(api, community);
    newsRoutes(api, news);
    homeRoutes(api, home);
    productsRoutes(api, products.catalogue, products.declarations);
    journalClubRoutes(api, journalClub);
    keyPublicationsRoutes(api, keyPublications);
    libraryRoutes(api, library);
    faqRoutes(api, faq);
    clinicsRoutes(api, createClinicsService({ db }));
    producersRoutes(api, createProducersService({ db }));
    webinarsRoutes(api, webinars);
    cpdRoutes(api, cpd);
    bookingsRoutes(api, bookings);
    paymentsRoutes(api, payments);
    registerSearch(api, db);
    admin.routes(api);
  });
  await paymentWebhookRoute(app, payments);

  await registerWebApp(app, {
    root: config.WEB_DIST,
    devRoot: config.WEB_DEV_ROOT,
    pageSession: webPageSession(auth),
    mobileLayout: rendersMobileLayout,
  });

  return app;
}
