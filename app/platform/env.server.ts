/** The web server's settings, read from the environment once at boot and validated with zod. */
import { z } from 'zod';
import { ENVIRONMENTS } from '../../domain/environment';
import { QUERY_RETRY_DELAY_MS } from '../../domain/timings';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /**
   * Where the services answer over HTTP. Unset: this machine at API_PORT (4000 unless set), where the services listen
   * when one process runs both (server/main.ts, the image's `node build/main.js`).
   */
  API_URL: z
    .string()
    .url()
    .transform((url) => url.replace(/\/+$/, '')),
  SESSION_SECRET: z.string({ required_error: 'SESSION_SECRET is required' }).min(32, 'SESSION_SECRET must have at least 32 characters'),
  APP_ENV: z.enum(ENVIRONMENTS).optional(),
  /**
   * How the web reaches the services when one process runs both (server/main.ts, `npm start`): `direct` (the default)
   * executes GraphQL operations without the request and its JSON (decision 138), `in-process` calls their handler
   * without a socket (decision 102), `http` goes over API_URL as separate copies do.
   */
  SERVICES_TRANSPORT: z.enum(['direct', 'in-process', 'http']).default('direct'),
  WEB_QUERY_RETRY_DELAY_MS: z.coerce.number().int().min(0).default(QUERY_RETRY_DELAY_MS),
  /** Megabytes of pages kept by what they were drawn from (decision 161); 0 keeps none and draws every page. */
  WEB_RENDERED_PAGES_MB: z.coerce.number().min(0).default(32),
  /**
   * `1`: a page answered from those kept is drawn as well and compared, byte for byte; a difference is answered 500 and
   * logged (the browser suite runs so). Costs the render it saves: for tests.
   */
  WEB_RENDERED_PAGES_CHECK: z.enum(['0', '1']).default('0'),
  /**
   * Proxies whose x-forwarded-for names the browser (Express's `trust proxy`: addresses, CIDR ranges, `loopback`):
   * a load balancer on another host (a container) must be listed, or every browser looks like the balancer.
   */
  WEB_TRUSTED_PROXIES: z
    .string()
    .default('loopback')
    .transform((v) => v.split(',').map((a) => a.trim()).filter(Boolean)),
});

type Env = z.infer<typeof envSchema> & {
  /** APP_ENV, or `local` when it is unset. */
  appEnv: (typeof ENVIRONMENTS)[number];
  /** True when APP_ENV was set explicitly (it then overrides the environment read from the host). */
  appEnvExplicit: boolean;
};

function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse({ ...source, API_URL: source.API_URL || `http://127.0.0.1:${source.API_PORT || 4000}` });
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid web environment: ${problems}`);
  }
  return { ...result.data, appEnv: result.data.APP_ENV ?? 'local', appEnvExplicit: Boolean(result.data.APP_ENV) };
}

let cached: Env | undefined;
/** The parsed environment (parsed on first use so that importing this module never throws in tests). */
export function env(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}
