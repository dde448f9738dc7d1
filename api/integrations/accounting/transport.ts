/** The fetch connectors use: requests to our own sandbox are answered in process (no loopback hop; tests need no port). */
import type { ApiConfig } from '../../config';
import type { Database } from '../../db/client';
import { handleSandbox } from './sandbox/provider';
import { servesSandbox } from '../../settings/accounting';

/** The sandbox's settings: its signing secret, the registered redirect, and the database its state lives in. */
export function sandboxOptions(config: Pick<ApiConfig, 'accessTokenSecret' | 'webPublicUrl' | 'appEnv'>, db: Database) {
  return { secret: `accounting-sandbox:${config.accessTokenSecret}`, webPublicUrl: config.webPublicUrl, loopbackRegistered: config.appEnv === 'local', db };
}

export function connectorFetch(config: ApiConfig, db: Database): typeof fetch {
  const own = `${(config.apiPublicUrl ?? `http://localhost:${config.apiPort}`).replace(/\/+$/, '')}/sandbox/`;
  return async (input, init) => {
    const request = new Request(input, init);
    if (servesSandbox(config) && request.url.startsWith(own)) {
      const answer = await handleSandbox(request, sandboxOptions(config, db));
      if (answer) return answer;
    }
    return fetch(request);
  };
}
