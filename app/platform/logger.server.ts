/** JSON-line logger of the web server (pino); every line about a request carries its requestId. */
import { pino } from 'pino';

export const logger = pino({
  base: { service: 'web' },
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  timestamp: pino.stdTimeFunctions.isoTime,
});
