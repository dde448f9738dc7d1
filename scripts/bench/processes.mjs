// What the benchmarks read about processes and ports: a free local port, and the CPU a process (or every PostgreSQL
// process) has used so far, from /proc (Linux).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 at the moment of asking. */
export function freePort() {
  return new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

/** User + system CPU milliseconds from a /proc/<pid>/stat line (USER_HZ is 100). */
function statCpuMs(stat) {
  const fields = stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU milliseconds (user + system) a process has used so far; NaN where /proc cannot tell. */
export function cpuMs(pid) {
  try {
    return statCpuMs(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return NaN;
  }
}

/** CPU milliseconds of every `postgres` process on the machine (its backends come and go with connections). */
export function postgresCpuMs() {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'postgres') total += statCpuMs(stat);
    } catch {
      // the process ended while being read
    }
  }
  return total;
}
