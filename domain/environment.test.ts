import { describe, expect, it } from 'vitest';
import { environmentFromHost, showsServerMark } from './environment';

describe('environmentFromHost', () => {
  it('recognises each environment from the host', () => {
    expect(environmentFromHost('localhost:3000')).toBe('local');
    expect(environmentFromHost('127.0.0.1:3000')).toBe('local');
    expect(environmentFromHost('dev.payloft.com')).toBe('dev');
    expect(environmentFromHost('app-staging.payloft.com')).toBe('staging');
    expect(environmentFromHost('demo.payloft.com')).toBe('demo');
    expect(environmentFromHost('app.payloft.com')).toBe('prod');
    expect(environmentFromHost('developer.payloft.com')).toBe('prod');
  });
  it('shows the server mark on local, dev and staging only', () => {
    expect(['local', 'dev', 'staging', 'demo', 'prod'].map((e) => showsServerMark(e as never))).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
