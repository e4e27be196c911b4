import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { APP_VERSION, users as usersContract } from '@portal/contract';
import type { Config } from './config';
import type { Database } from './db/client';
import { registerErrorHandler } from './http/error-handler';
import { registerGuards } from './http/guards';
import { authRoutes } from './modules/auth/auth.routes';
import { chatRoutes } from './modules/chat/chat.routes';
import { createChatService } from './modules/chat/chat.service';
import { registerChatSocket } from './modules/chat/chat.socket';
import { createAuthService } from './modules/auth/auth.service';
import { createLoginThrottle } from './modules/auth/login-throttle';
import { createRegistrationService } from './modules/auth/registration.service';
import { createMailer } from './infra/mail';
import { createRedisBus } from './infra/redis-bus';
import { createSessionCache } from './modules/auth/session-cache';
import { createDiskStorage } from './infra/storage';
import { newsRoutes } from './modules/news/news.routes';
import { createNewsService } from './modules/news/news.service';
import { usersRoutes } from './modules/users/users.routes';
import { createUsersService } from './modules/users/users.service';
import { createWorkplacesService } from './modules/users/workplaces.service';
import { createRealtime, type Realtime } from './realtime/socket-server';

export interface AppDeps {
  config: Config;
  database: Database;
  /** Logger options; tests pass false. */
  logger?: boolean | { level: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Builds the API and web server; main.ts and the tests both call it. */
export async function buildApp({ config, database, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.query.token'],
    },
    bodyLimit: config.BODY_LIMIT_BYTES,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.setValidatorCompiler(validatorCompiler);
  // Tests and development check every response against its contract schema; production trusts
  // them (the tests pass) and only stringifies, which keeps hot list routes fast.
  app.setSerializerCompiler(
    config.NODE_ENV === 'production' ? () => (data) => JSON.stringify(data) : serializerCompiler,
  );
  registerErrorHandler(app);

  const { db } = database;
  const mailer = createMailer({
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    outboxDir: join(config.DATA_DIR, 'outbox'),
    log: app.log,
  });
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  const storage = createDiskStorage(uploadsDir);
  // One channel carries every cache drop between processes; each cache reads its own prefix.
  const bus = config.REDIS_URL
    ? await createRedisBus(config.REDIS_URL, 'portal:invalidate')
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
    throttle: createLoginThrottle(db),
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
  auth.onUserChanged((userId) => {
    realtime
      .recheckUser(userId)
      .catch((err: unknown) => app.log.warn({ err }, 'socket re-check failed'));
  });
  app.addHook('onClose', async () => {
    await realtime.close();
  });
  const chat = createChatService({ db, realtime, log: app.log, bus });
  const users = createUsersService({
    db,
    auth,
    storage,
    onAccountDeleted: chat.removeUserEverywhere,
  });
  app.addHook('onClose', async () => chat.close());
  registerChatSocket(realtime, chat);
  realtime.setStatusAudience(chat.statusAudience);

  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'Pharma Portal API',
        version: APP_VERSION,
        description:
          'Every call needs the headers `panel: doctor` and `appversion: ' +
          APP_VERSION +
          '`; calls marked with a lock need `Authorization: Bearer <token>` from POST /api/login.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });

  if (config.RATE_LIMIT_PER_MINUTE > 0) {
    await app.register(fastifyRateLimit, {
      max: config.RATE_LIMIT_PER_MINUTE,
      timeWindow: '1 minute',
      // Only contract routes count, matched by route (the raw URL may be percent-encoded).
      allowList: (req) => !req.routeOptions.config.endpoint,
      errorResponseBuilder: (_req, ctx) => ({
        statusCode: 429,
        message: `Too many requests. Please try again in ${ctx.after}.`,
      }),
    });
  }

  registerGuards(app, { auth, appVersion: APP_VERSION });
  await app.register(fastifyMultipart, {
    limits: { fileSize: usersContract.PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 5 },
  });
  // Uploaded images; names are random per upload, so they can be cached for good.
  mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders: (res) => {
      res.header('cache-control', 'public, max-age=31536000, immutable');
      res.header('x-content-type-options', 'nosniff');
    },
  });

  app.get('/healthz', { schema: { hide: true } }, async () => ({ status: 'ok' }));
  app.get('/readyz', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.ping();
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable', error: 'Database unreachable' });
    }
  });

  await app.register(async (api) => {
    authRoutes(api, auth, registration);
    usersRoutes(api, users, workplaces);
    chatRoutes(api, chat);
    newsRoutes(api, createNewsService({ db, feedCacheMs: config.FEED_CACHE_MS }));
  });

  registerWebApp(app, config.WEB_DIST);

  return app;
}

/** Serves the built SPA; any non-API path that is not a file gets index.html (history mode). */
function registerWebApp(app: FastifyInstance, dist: string): void {
  const hasDist = existsSync(join(dist, 'index.html'));
  if (hasDist) {
    app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join('assets', '')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url === '/api' ||
      request.url.startsWith('/socketapi')
    ) {
      return reply.status(404).send({
        error: `No API route ${request.method} ${request.url.split('?')[0]}.`,
        code: 'NOT_FOUND',
      });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ error: 'Not found.', code: 'NOT_FOUND' });
    }
    if (!hasDist) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app is not built. Run `npm start` (or `npm run build`) first.');
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
