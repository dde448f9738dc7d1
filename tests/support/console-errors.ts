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

interface State {
  logged: string[];
  expected: Expected[];
}

/**
 * One state per process, on globalThis: the API suite runs its files in one module registry per worker (vitest
 * isolate: false), which evaluates this setup file again for every file; console.error is wrapped only once.
 */
const STATE = Symbol.for('payloft.consoleErrors');
const holder = globalThis as typeof globalThis & { [STATE]?: State };
const state: State = holder[STATE] ?? (holder[STATE] = { logged: [], expected: [] });
if (!(STATE in console.error)) {
  const original = console.error.bind(console);
  const wrapped = (...args: unknown[]) => {
    const message = format(...args);
    const allowance = state.expected.find((e) => e.pattern.test(message));
    if (allowance) allowance.seen = true;
    else state.logged.push(message);
    original(...args);
  };
  console.error = Object.assign(wrapped, { [STATE]: true });
}

/** The current test logs an error matching `pattern` on purpose: it is allowed, and required, until the test ends. */
export function expectConsoleError(pattern: RegExp): void {
  state.expected.push({ pattern, seen: false });
}

function failOnLogged(where: string): void {
  const messages = state.logged;
  const missing = state.expected.filter((e) => !e.seen).map((e) => String(e.pattern));
  state.logged = [];
  state.expected = [];
  if (messages.length) {
    throw new Error(`console.error was called ${where} (fix the cause, or expectConsoleError(...) where it is the point):\n${messages.join('\n---\n')}`);
  }
  if (missing.length) throw new Error(`expected console.error never came: ${missing.join(', ')}`);
}

beforeEach(() => failOnLogged('before this test (in a hook or an earlier test\'s leftovers)'));
afterEach(() => failOnLogged('during this test'));
afterAll(() => failOnLogged('in this file\'s hooks'));
