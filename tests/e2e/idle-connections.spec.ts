// A client (a browser, a balancer) keeps an idle keep-alive connection and sends its next request on it: the web and
// the services must still hold the connection past Node's old 5-second limit, so the client, never the server, closes
// an idle connection (domain/http-timeouts.ts). A server that closed first raced the next request: ECONNRESET here,
// a 502 behind HAProxy.
import { Agent, request } from 'node:http';
import { expect, test, DISPLAY } from './support/test';

/** One GET through `agent`; resolves with the status and whether it went out on a connection kept from before. */
function get(agent: Agent, url: string): Promise<{ status: number; reusedSocket: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, reusedSocket: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Longer than Node's default keep-alive time (5 s) and than the services' header limit (10 s). */
const IDLE_MS = 11_000;

test('the web and the services keep an idle connection open for the next request', DISPLAY, async ({ baseURL }) => {
  const web = new URL('/login', baseURL).href;
  const services = `http://127.0.0.1:${process.env.E2E_API_PORT}/healthz`;
  const agents = [new Agent({ keepAlive: true, maxSockets: 1 }), new Agent({ keepAlive: true, maxSockets: 1 })];
  try {
    const urls = [web, services];
    const first = await Promise.all(urls.map((url, i) => get(agents[i]!, url)));
    expect(first.map((r) => r.status)).toEqual([200, 200]);
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
    const second = await Promise.all(urls.map((url, i) => get(agents[i]!, url)));
    // Sent on the connection of the first request: had the server closed it, the agent would have opened another.
    expect(second).toEqual([
      { status: 200, reusedSocket: true },
      { status: 200, reusedSocket: true },
    ]);
  } finally {
    for (const agent of agents) agent.destroy();
  }
});
