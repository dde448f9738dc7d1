/**
 * The instant inbox loop (decision 135): deliveries are read every interval, never two reads at once, and stopping
 * waits for the read in hand; 0 switches it off, and a connector-less environment (production today) runs nothing.
 */
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../api/db/client';
import { DEFAULT_INSTANT_INBOX_MS, instantInboxIntervalFrom, startInstantInboxLoop } from '../../api/jobs/instant-inbox';
import type { ParticipantConnector } from '../../api/rails/instant/connector';

const logger = pino({ level: 'silent' });
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A connector whose deliveries are empty and slow (`readMs`), counting the reads and how many ran at once. */
function countingConnector(readMs: number) {
  const seen = { reads: 0, atOnce: 0, most: 0 };
  const connector = {
    kind: 'sandbox',
    participantRoutingNumber: '021000021',
    settlementAccountNumber: '1',
    receive: async () => {
      seen.reads += 1;
      seen.most = Math.max(seen.most, ++seen.atOnce);
      await sleep(readMs);
      seen.atOnce -= 1;
      return [];
    },
    acknowledge: async () => {},
  } as unknown as ParticipantConnector;
  return { connector, seen };
}

describe('the instant inbox loop', () => {
  it('reads every interval, one read at a time, and stop waits for the read in hand', async () => {
    const { connector, seen } = countingConnector(60);
    const loop = startInstantInboxLoop({ db: {} as Database, appEnv: 'local', intervalMs: 20, logger, clock: () => new Date(), connector });
    await vi.waitFor(() => expect(seen.reads).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 10 });
    await loop.stop();
    expect(seen.most).toBe(1);
    expect(seen.atOnce).toBe(0);
    const after = seen.reads;
    await sleep(100);
    expect(seen.reads).toBe(after);
  });

  it('runs nothing when switched off or without a connector', async () => {
    const { connector, seen } = countingConnector(1);
    const off = startInstantInboxLoop({ db: {} as Database, appEnv: 'local', intervalMs: 0, logger, clock: () => new Date(), connector });
    const none = startInstantInboxLoop({ db: {} as Database, appEnv: 'prod', intervalMs: 20, logger, clock: () => new Date(), connector: null });
    await sleep(100);
    await Promise.all([off.stop(), none.stop()]);
    expect(seen.reads).toBe(0);
  });

  it('takes INSTANT_INBOX_INTERVAL_MS (1 s by default, 0 = off) and refuses anything else', () => {
    expect(instantInboxIntervalFrom({})).toBe(DEFAULT_INSTANT_INBOX_MS);
    expect(DEFAULT_INSTANT_INBOX_MS).toBe(1_000);
    expect(instantInboxIntervalFrom({ INSTANT_INBOX_INTERVAL_MS: '0' })).toBe(0);
    expect(instantInboxIntervalFrom({ INSTANT_INBOX_INTERVAL_MS: '250' })).toBe(250);
    expect(() => instantInboxIntervalFrom({ INSTANT_INBOX_INTERVAL_MS: '1.5' })).toThrow(/whole number of milliseconds/);
    expect(() => instantInboxIntervalFrom({ INSTANT_INBOX_INTERVAL_MS: '-1' })).toThrow(/whole number/);
  });
});
