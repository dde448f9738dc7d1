/**
 * Fails a unit or API test that logs `console.error` (a setup file of both vitest projects, vitest.config.ts): an
 * error printed and ignored is a bug nobody reads. A test that provokes one on purpose says so with
 * `expectConsoleError(pattern)`, and then fails if that error never comes.
 */
import { format } from 'node:util';
import { afterAll, afterEach, beforeEach } from 'vitest';

interface Expected {
  pattern: RegExp;
  seen: boolean;
}

let logged: string[] = [];
let expected: Expected[] = [];
const original = console.error.bind(console);

console.error = (...args: unknown[]) => {
  const message = format(...args);
  const allowance = expected.find((e) => e.pattern.test(message));
  if (allowance) allowance.seen = true;
  else logged.push(message);
  original(...args);
};

/** The current test logs an error matching `pattern` on purpose: it is allowed, and required, until the test ends. */
export function expectConsoleError(pattern: RegExp): void {
  expected.push({ pattern, seen: false });
}

function failOnLogged(where: string): void {
  const messages = logged;
  const missing = expected.filter((e) => !e.seen).map((e) => String(e.pattern));
  logged = [];
  expected = [];
  if (messages.length) {
    throw new Error(`console.error was called ${where} (fix the cause, or expectConsoleError(...) where it is the point):\n${messages.join('\n---\n')}`);
  }
  if (missing.length) throw new Error(`expected console.error never came: ${missing.join(', ')}`);
}

beforeEach(() => failOnLogged('before this test (in a hook or an earlier test\'s leftovers)'));
afterEach(() => failOnLogged('during this test'));
afterAll(() => failOnLogged('in this file\'s hooks'));
