// The document's render (entry.server.tsx): its bytes once React is done, and nothing of it left behind afterwards.
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderToHtml } from './entry.server';

const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;

describe('renderToHtml', () => {
  afterEach(() => vi.restoreAllMocks());

  it('gives the page’s bytes and leaves no timer behind', async () => {
    const before = timers();
    const { html, failed } = await renderToHtml(<p>Paid</p>, 'nonce');
    expect(html.toString()).toBe('<p>Paid</p>');
    expect(failed).toBe(false);
    expect(timers()).toBe(before);
  });

  it('does not end the finished stream a second time (React aborting a render it hears closed)', async () => {
    const end = vi.spyOn(Writable.prototype, 'end');
    await renderToHtml(<p>Paid</p>, 'nonce');
    await new Promise((resolve) => setImmediate(resolve));
    expect(end).toHaveBeenCalledTimes(1);
  });
});
