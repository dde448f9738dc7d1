/** Deployment environments, recognised from the host name (spec §1) or set by configuration. */
export const ENVIRONMENTS = ['local', 'dev', 'staging', 'demo', 'prod'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

export function environmentFromHost(host: string): Environment {
  const name = host.toLowerCase().replace(/:\d+$/, '');
  if (name === 'localhost' || name.startsWith('127.') || name === '[::1]' || name.endsWith('.localhost')) return 'local';
  const labels = name.split(/[.-]/);
  for (const env of ['dev', 'staging', 'demo'] as const) if (labels.includes(env)) return env;
  return 'prod';
}

/** Environments that show the coloured server mark in the header. */
export function showsServerMark(env: Environment): boolean {
  return env === 'local' || env === 'dev' || env === 'staging';
}

/** Environments where developer conveniences (outbox page, processing-cycle trigger) exist. */
export function isDevelopmentLike(env: Environment): boolean {
  return env === 'local' || env === 'dev' || env === 'demo';
}

/** The outbox page and query need an administrator's sign-in in a demo deployment (public); local and dev stay open. */
export function outboxNeedsAdmin(env: Environment): boolean {
  return env === 'demo';
}
