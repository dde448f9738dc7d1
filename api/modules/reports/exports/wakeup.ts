/** An in-process nudge: a new task starts at once in the process that created it instead of at the next poll. */
import { EventEmitter } from 'node:events';

const signals = new EventEmitter();

export function notifyExportQueued(): void {
  signals.emit('queued');
}

/** Calls `listener` whenever a task is queued in this process; returns the unsubscribe. */
export function onExportQueued(listener: () => void): () => void {
  signals.on('queued', listener);
  return () => signals.off('queued', listener);
}
