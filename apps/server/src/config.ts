import { resolve } from 'node:path';
import { z } from 'zod';
import { parseAllowEntry } from './http/operator-access';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const repoRoot = resolve(import.meta.dirname, '../../..');

const ConfigSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    /** Where PGlite keeps its files (DATA_DIR/pg), uploads and the mail outbox. */
    DATA_DIR: z.string().min(1).default(resolve(repoRoot, 'data')),
    /** PostgreSQL instead of the embedded PGlite. */
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    /** PostgreSQL connections this process may hold at once (decision 126). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
    /** Socket.IO Redis adapter and shared presence, for several server processes. */
    REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
    /** Load demo data into an empty database. */
    DEMO_DATA: bool.default(true),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
    /** `json` (pino's lines) or `pretty` (short readable ones); unset: JSON in production off a terminal. */
    LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
    /** Built web app to serve (React Router's build); absent in API-only runs. */
    WEB_DIST: z.string().min(1).default(resolve(repoRoot, 'apps/web/build')),
    /**
     * The web app's sources, served by Vite with hot reload instead of the build (`npm run dev`).
     */
    WEB_DEV_ROOT: z.string().min(1).optional(),
    /** Public address of the app, used in e-mailed links. */
    PUBLIC_URL: z.url().optional(),
    SESSION_TTL_HOURS: z.coerce
      .number()
      .int()
      .min(1)
      .max(24 * 365)
      .default(24 * 30),
    /** Seconds a checked session is reused without asking the database; 0 turns the cache off. */
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
    /** Milliseconds a news feed page is shared between readers; 0 turns it off. */
    FEED_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** Milliseconds the lists every reader gets alike (Home's documents, links and testimonials; the catalogue's lists and producers' names) are shared between readers; 0 turns it off. */
    LIST_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
    /** Requests per minute per IP on the API; 0 turns the limit off (benchmarks). */
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(0).default(1200),
    /** Seconds a socket counts as online without its server renewing it (a crashed server's users go offline after this). */
    PRESENCE_TTL_SECONDS: z.coerce.number().int().min(2).max(3600).default(60),
    /** Largest JSON body in bytes. */
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .default(1024 * 1024),
    /** Trust X-Forwarded-For from a reverse proxy (only behind one, or clients could spoof their IP). */
    TRUST_PROXY: bool.default(false),
    /**
     * Seconds between sweeps that move requests still pending at their start time to Rejected by
     * System (also run once at start); 0 turns the sweep off (tests run it themselves).
     */
    BOOKING_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).default('Pharma Portal <no-reply@pharmaportal.co.uk>'),
    /** Stripe instead of the local sandbox payment provider (decision 75). */
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    /** Signing secret of the Stripe webhook endpoint (POST /api/payment/webhook). */
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /**
     * Signing secret of the Stripe Connect webhook endpoint (POST /api/payment/webhook/connect):
     * events of the doctors' connected accounts, such as account.updated (decision 132).
     */
    STRIPE_CONNECT_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    /** The publishable key Stripe Elements uses in the browser. */
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    /** Another address for Stripe's API (a local fake in tests). */
    STRIPE_API_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Seconds between sweeps of uploaded files no row references any more (decision 95); 0 turns
     * the sweep off. The first sweep runs UPLOAD_SWEEP_FIRST_DELAY_SECONDS after start.
     */
    UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(3600),
    UPLOAD_SWEEP_FIRST_DELAY_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** An upload younger than this is kept by the sweep: it may not be attached yet. */
    UPLOAD_SWEEP_GRACE_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(86_400),
    /**
     * Seconds between looks for tables whose planner statistics or dead rows autovacuum would
     * see to, where it does not run (PGlite; decision 154); 0 turns the upkeep off.
     */
    TABLE_UPKEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
    /** Seconds between each process's looks for due scheduled jobs (decision 108). */
    JOB_POLL_SECONDS: z.coerce.number().int().min(1).max(300).default(5),
    /**
     * Where uploaded files are kept (decision 107): `disk` (DATA_DIR/uploads and DATA_DIR/files),
     * `database` (the upload_blobs table) or `s3`. Unset: `s3` with S3_BUCKET, else `database`
     * with DATABASE_URL, else `disk`.
     */
    FILE_STORAGE: z.enum(['disk', 'database', 's3']).optional(),
    /** The S3-compatible bucket (public uploads under `uploads/`, private files under `files/`). */
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** Another S3-compatible service's address (MinIO, R2…); unset: AWS. */
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    /** Unset: the SDK's own chain (AWS_* variables, an instance role…). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    /** `bucket` in the path instead of the host name, as MinIO and most local services want. */
    S3_FORCE_PATH_STYLE: bool.default(false),
    /** Seconds between sweeps of queued payment steps and unpaid bookings; 0 turns them off. */
    PAYMENTS_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** Bearer token `/metrics` asks for (decision 110). */
    METRICS_TOKEN: z.string().min(16).optional(),
    /** Addresses and CIDR ranges `/metrics` answers, comma-separated; unset: any with the token, or loopback only. */
    METRICS_ALLOW: z
      .string()
      .transform((v) =>
        v
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean),
      )
      .refine((list) => list.every((e) => parseAllowEntry(e)), {
        message: 'must be addresses or CIDR ranges separated by commas',
      })
      .optional(),
    /** Bearer token of POST /ops/backup, the embedded database's backup (decision 111); unset: no backups. */
    BACKUP_TOKEN: z.string().min(32).optional(),
  })
  .superRefine((c, ctx) => {
    // Without its webhook, a Stripe account's status would never become Completed (decision 78).
    if (c.STRIPE_SECRET_KEY && !c.STRIPE_WEBHOOK_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['STRIPE_WEBHOOK_SECRET'],
        message: 'is required with STRIPE_SECRET_KEY',
      });
    }
    if (c.FILE_STORAGE === 's3' && !c.S3_BUCKET) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_BUCKET'],
        message: 'is required with FILE_STORAGE=s3',
      });
    }
    if (Boolean(c.S3_ACCESS_KEY_ID) !== Boolean(c.S3_SECRET_ACCESS_KEY)) {
      ctx.addIssue({
        code: 'custom',
        path: [c.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'],
        message: 'is required with the other S3 key',
      });
    }
  });

export type Config = z.infer<typeof ConfigSchema> & { publicUrl: string };

/** Reads the environment; a bad value throws an error that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable means unset, as a shell user would expect.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) =>
        `  ${i.path.join('.')}: ${i.message} (got ${JSON.stringify(cleaned[String(i.path[0])])})`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  return { ...c, publicUrl: c.PUBLIC_URL ?? `http://localhost:${c.PORT}` };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}
