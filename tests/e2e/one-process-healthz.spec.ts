// `node build/main.js` as the image runs it (the services and the web in one process, given PORT and API_PORT but no
// API_URL): its /healthz must say what its pages see. It asked API_URL's default address (127.0.0.1:4000) over HTTP
// instead, and answered 503 "services unreachable" while every page worked.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { expect, test, DISPLAY } from './support/test';
import { freePort, serverEnv } from './support/servers';

async function startOneProcess(env: Record<string, string>): Promise<{ webURL: string; stop(): Promise<void> }> {
  const [apiPort, webPort] = [await freePort(), await freePort()];
  const settings = serverEnv(String(apiPort), String(webPort), randomBytes(32).toString('hex'));
  const { API_URL: _unset, ...web } = settings.web;
  const child: ChildProcess = spawn(process.execPath, ['build/main.js'], {
    env: { ...process.env, ...settings.api, ...web, ACCESS_TOKEN_SECRET: randomBytes(32).toString('hex'), ...env } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await once(child, 'exit');
  };
  // Up when its pages answer (not its /healthz: that is what is tested).
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`build/main.js exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${settings.WEB_URL}/login`, { signal: AbortSignal.timeout(2_000) })).ok) return { webURL: settings.WEB_URL, stop };
    } catch {
      // starting
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error('build/main.js did not answer /login within 180 s');
}

const OK = { status: 'ok', web: 'ok', services: 'ok' };

test('one process calling its services in process: /healthz asks them there, whatever API_URL names', DISPLAY, async () => {
  const server = await startOneProcess({ SERVICES_TRANSPORT: 'in-process', API_URL: `http://127.0.0.1:${await freePort()}` });
  try {
    const answer = await fetch(`${server.webURL}/healthz`);
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 200, body: OK });
  } finally {
    await server.stop();
  }
});

test('one process over HTTP without API_URL: the web finds its services at API_PORT, and /healthz is ok', DISPLAY, async () => {
  const server = await startOneProcess({ SERVICES_TRANSPORT: 'http' });
  try {
    const answer = await fetch(`${server.webURL}/healthz`);
    expect({ status: answer.status, body: await answer.json() }).toEqual({ status: 200, body: OK });
  } finally {
    await server.stop();
  }
});
