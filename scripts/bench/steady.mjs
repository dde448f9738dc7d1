// A steady load for `npm run bench`: requests sent at evenly spaced moments (one every 1000/rate ms) over up to
// `connections` keep-alive sockets, whether or not earlier ones have been answered (an open loop). Each latency is
// counted from the moment the request was due, so a request that waited for a free socket counts its wait
// (no coordinated omission).
//
// autocannon's `overallRate` is not this: it gives each connection a budget of rate/connections requests per second
// and resets all the budgets on the same one-second tick, so at 50 req/s over 50 connections the 50 requests leave
// together at the start of every second and the last of each burst waits for the 49 before it.
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { percentile } from './percentile.mjs';

/** One GET, resolving to its status (0 for a connection error). */
function get(url, headers, agent) {
  return new Promise((resolve) => {
    const req = request(url, { headers, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    req.end();
  });
}

/**
 * Sends `rate` requests a second to `url` for `seconds`, evenly spaced; resolves when every one is answered, with
 * the rate served and the latencies' percentiles (ms, from each request's due moment).
 */
export async function steadyLoad(url, { headers = {}, rate, seconds, connections = 50 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const interval = 1000 / rate;
  const latencies = [];
  const statuses = new Map();
  const pending = [];
  const start = performance.now();
  for (let i = 0; i < total; i += 1) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    pending.push(
      get(url, headers, agent).then((status) => {
        latencies.push(performance.now() - due);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const ms = (p) => Number(percentile(latencies, p).toFixed(1));
  const other = [...statuses].filter(([status]) => status < 200 || status >= 300);
  return {
    rps: total / elapsed,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    max: ms(100),
    other: other.map(([status, n]) => `${status || 'error'}: ${n}`).join(', '),
  };
}
