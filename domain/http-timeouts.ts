/**
 * How long the web and the services keep an idle keep-alive connection open. A server must wait longer than anything
 * in front of it keeps a connection idle (deploy/haproxy.cfg: `timeout server 60s`; nginx's keepalive 75 s; the common
 * cloud balancers 60 s), so that the client, never the server, closes an idle connection: a server that closes first
 * races the client's next request on it, which then meets a reset (ECONNRESET, a 502 behind a balancer). Node's own
 * default is 5 s. The request and header limits that guard against slow clients are separate and stay short.
 */
export const IDLE_CONNECTION_MS = 76_000;

/** Gives a Node HTTP server the idle keep-alive time above. */
export function keepIdleConnectionsOpen(server: { keepAliveTimeout: number }): void {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
}
