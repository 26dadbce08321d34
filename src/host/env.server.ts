import { z } from 'zod';

/**
 * Every setting of the server, parsed once from the environment (README lists them). Nothing here
 * reaches the browser: public values are passed to client components explicitly.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; when absent `npm start` runs an embedded one and sets this for the app. */
  DATABASE_URL: z.string().url().optional(),
  /** Refuse to start an embedded PostgreSQL (the container sets it: production needs a real server). */
  REQUIRE_DATABASE_URL: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Where the embedded PostgreSQL keeps its data. */
  PG_DATA_DIR: z.string().default('var/postgres'),
  /** Port of the embedded PostgreSQL; 0 picks a free one at each start. */
  PG_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /**
   * The process's one PostgreSQL pool (MikroORM, better-auth, rate limits; src/db/shared-pool.ts):
   * connections opened at start and kept while idle, and the most open at once. All of them by
   * default: a burst after a quiet spell (the heavy bench's 21 requests at once) otherwise waits
   * for new connections, each a backend started and a SCRAM exchange, on the same cores
   * (`/healthz` worst 75-130 ms in half the runs with 2 kept; README, "The heavy load's last stalls").
   */
  PG_POOL_MIN: z.coerce.number().int().min(0).max(100).default(12),
  PG_POOL_MAX: z.coerce.number().int().min(1).max(200).default(12),
  /** Whether this replica runs the background job workers (mails, print runs); 0: it only queues jobs. */
  JOB_WORKERS: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  /** On SIGTERM, seconds running jobs get to finish before they are released to another replica. */
  JOB_STOP_TIMEOUT_S: z.coerce.number().int().min(1).max(600).default(8),
  /** Public origin of the site, for canonical and alternate links. Defaults to the request's. */
  PUBLIC_URL: z.string().url().optional(),
  /**
   * Number of reverse proxies in front of the app (0: none). The client address is the one the
   * outermost of them appended to X-Forwarded-For, the scheme its X-Forwarded-Proto (HSTS).
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Worker threads of the process's one pool for CPU-heavy work (band rendering, course files,
   * print runs, event imports); each kind of task also caps how many of its own run at once.
   * Default: cores − 1, at least 1.
   */
  WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
  /**
   * Seconds a worker thread waits without a task before it exits and gives back its memory (its
   * V8 heap, fonts and caches: about 150 MB after a load); the next task starts a new one, which
   * costs that task about a second of CPU (ADR 0017, "Memory after load").
   */
  WORKER_IDLE_S: z.coerce.number().int().min(1).max(3600).default(30),
  /** Memory of the page cache (public pages kept per language and path), in MB; 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Longest time a cached page is kept, in seconds (what changes with the clock: scheduled news, upcoming races). */
  PAGE_CACHE_TTL_S: z.coerce.number().int().min(1).max(86_400).default(60),
  /**
   * Bearer token for `GET /metrics` (Prometheus text: event-loop delay, GC pauses, memory); at
   * least 16 characters. Unset: no /metrics route.
   */
  METRICS_TOKEN: z.string().min(16).optional(),
  /** Maintenance mode: every page answers 503 except /healthz and /metrics. */
  MAINTENANCE: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  /** Accounts (better-auth): signs session cookies and tokens; at least 32 characters. Dev default in var/. */
  BETTER_AUTH_SECRET: z.string().min(32).optional(),
  /** Origin better-auth answers on (cookies, OAuth callbacks, trusted origin); else PUBLIC_URL, else localhost:PORT. */
  BETTER_AUTH_URL: z.string().url().optional(),
  /** Mail transport, e.g. smtp://user:pass@mail:587; without it mails go to MAIL_OUTBOX_DIR as files. */
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Paceband <no-reply@paceband.local>'),
  MAIL_OUTBOX_DIR: z.string().default('var/outbox'),
  /** Social sign-in: a provider is offered only when both its id and secret are set. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  FACEBOOK_CLIENT_ID: z.string().optional(),
  FACEBOOK_CLIENT_SECRET: z.string().optional(),
  APPLE_CLIENT_ID: z.string().optional(),
  APPLE_CLIENT_SECRET: z.string().optional(),
  /** Largest request body of an API route that sets no limit of its own, in KB. */
  API_BODY_LIMIT_KB: z.coerce
    .number()
    .int()
    .positive()
    .max(1024 * 1024)
    .default(256),
  /** An MMDB file for geo-location (e.g. GeoLite2-City); else the packaged country database. */
  GEOIP_DATABASE: z.string().optional(),
  /** The mobile app's store pages: the app banner and the footer's store badges link there. */
  PLAY_STORE_URL: z.string().url().default('https://play.google.com/store/apps/details?id=com.paceband.app'),
  APP_STORE_URL: z.string().url().default('https://apps.apple.com/app/paceband'),
  /** Seed demo content on start (idempotent). */
  SEED: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
});

export type Env = z.infer<typeof schema>;

/**
 * Parses the environment with a schema, or throws one message listing every bad variable. A
 * variable set to the empty string counts as unset: compose files pass `${SMTP_URL:-}` through
 * as '' when the operator left it out.
 */
function parseEnv<S extends z.ZodObject>(slice: S): z.infer<S> {
  const set = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''));
  const result = slice.safeParse(set);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`invalid environment: ${lines.join('; ')}`);
  }
  return result.data;
}

const forgets = new Set<() => void>();

/**
 * A module's slice of the environment (its manifest's `env`), parsed once on first use. The host
 * checks every slice at start (src/modules.ts), so a bad value stops the server, not a page.
 */
export function defineEnv<S extends z.ZodObject>(slice: S): () => z.infer<S> {
  let parsed: z.infer<S> | undefined;
  forgets.add(() => (parsed = undefined));
  return () => (parsed ??= parseEnv(slice));
}

/** The host's own settings. */
export const env: () => Env = defineEnv(schema);

/** Forgets every parsed slice: the next read parses process.env again (tests that run the command line in process with their own environment). */
export function forgetParsedEnv(): void {
  for (const forget of forgets) forget();
}

/** Checks the host's and every module's slice at once; throws the list of problems. */
export function checkEnv(slices: readonly z.ZodObject[]): void {
  parseEnv(slices.reduce<z.ZodObject>((all, slice) => all.extend(slice.shape), schema));
}
