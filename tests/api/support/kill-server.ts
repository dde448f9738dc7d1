/**
 * A crash of the embedded PostgreSQL as a machine sees one: the postmaster and every process it started (backends,
 * checkpointer, WAL writer) killed with -9 at once. Each backend leads a process group of its own (PostgreSQL's
 * children call setsid), so killing the postmaster's group would leave them to finish what they were doing.
 */
import { readdirSync, readFileSync } from 'node:fs';

export function killServer(postmasterPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(') ') + 2).split(' ')[1]) === postmasterPid) children.push(Number(entry));
    } catch {
      // gone while read
    }
  }
  for (const pid of [postmasterPid, ...children]) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return children;
}
