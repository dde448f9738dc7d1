/**
 * A thin progress bar at the top of the page while a client-side navigation or form submission is pending
 * (spec §9: progress bar 5 s, increments of 30 or 45, loading off after 200 ms). With JavaScript off the browser's
 * own loading indicator does this job, so nothing renders on the server.
 */
import { useNavigation } from '@remix-run/react';
import { useEffect, useState } from 'react';
import { LOADING_OFF_MS, PROGRESS_BAR_MS, PROGRESS_INCREMENTS } from '../../domain/timings';
import { page } from './chrome-styles';

/** Ten steps over the spec's 5 s, each taking 30 or 45 per cent of what is left, so the bar slows and never reaches the end. */
const STEP_MS = PROGRESS_BAR_MS / 10;

export function nextProgress(value: number, step: number): number {
  const increment = PROGRESS_INCREMENTS[step % PROGRESS_INCREMENTS.length];
  return Math.min(99, value + ((100 - value) * increment) / 100);
}

export function NavigationProgress() {
  const pending = useNavigation().state !== 'idle';
  const [value, setValue] = useState<number | null>(null);
  useEffect(() => {
    if (pending) {
      let step = 0;
      setValue(nextProgress(0, step));
      const timer = setInterval(() => {
        step += 1;
        setValue((v) => nextProgress(v ?? 0, step));
      }, STEP_MS);
      return () => clearInterval(timer);
    }
    setValue((v) => (v === null ? null : 100));
    const off = setTimeout(() => setValue(null), LOADING_OFF_MS);
    return () => clearTimeout(off);
  }, [pending]);
  if (value === null) return null;
  // MUI's determinate LinearProgress as plain elements (decision 040): the bar is scaled to the value.
  return (
    <span
      className={page.progress}
      role="progressbar"
      aria-label="Loading"
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={100}
      data-testid="navigation-progress"
    >
      <span style={{ transform: `translateX(${value - 100}%)` }} />
    </span>
  );
}
