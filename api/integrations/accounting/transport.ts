/** The fetch connectors use: requests to our own sandbox are answered in process (no loopback hop; tests need no port). */
import type { ApiConfig } from '../../config';
import { handleSandbox } from './sandbox/provider';
import { servesSandbox } from './settings';

export function sandboxOptions(config: Pick<ApiConfig, 'accessTokenSecret' | 'webPublicUrl'>) {
  return { secret: `accounting-sandbox:${config.accessTokenSecret}`, webPublicUrl: config.webPublicUrl };
}


export function connectorFetch(config: ApiConfig): typeof fetch {
  const own = `${(config.apiPublicUrl ?? `http://localhost:${config.apiPort}`).replace(/\/+$/, '')}/sandbox/`;
  return async (input, init) => {
    const request = new Request(input, init);
    if (servesSandbox(config) && request.url.startsWith(own)) {
      const answer = await handleSandbox(request, sandboxOptions(config));
      if (answer) return answer;
    }
    return fetch(request);
  };
}
