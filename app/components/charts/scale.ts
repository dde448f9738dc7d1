/** Scale maths of the server-rendered charts: a rounded top for the value axis and its ticks, value → pixels, label spacing. */

/** The step of 1, 2 or 5 times a power of ten at or above `rough` (0 and below give 1). */
export function niceStep(rough: number): number {
  if (!(rough > 0)) return 1;
  const base = 10 ** Math.floor(Math.log10(rough));
  const fraction = rough / base;
  const nice = fraction <= 1 ? 1 : fraction <= 2 ? 2 : fraction <= 5 ? 5 : 10;
  return nice * base;
}

interface ValueAxis {
  /** The axis's top value: a whole number of steps at or above the largest value. */
  top: number;
  /** 0, step, 2·step, … top. */
  ticks: number[];
}

/**
 * The value axis for values up to `max`: about `tickCount` steps of a round size, never finer than `minStep`
 * (1 for counts, 100 for cents so ticks fall on whole dollars). An empty chart still gets one step.
 */
export function valueAxis(max: number, { tickCount = 4, minStep = 1 }: { tickCount?: number; minStep?: number } = {}): ValueAxis {
  const step = Math.max(minStep, niceStep(max / tickCount));
  const steps = Math.max(1, Math.ceil(max / step));
  return { top: steps * step, ticks: Array.from({ length: steps + 1 }, (_, i) => i * step) };
}

/** Maps [0, top] onto [0, length] (pixels); values outside are clamped so a mark never leaves the plot. */
export function scaleLinear(top: number, length: number): (value: number) => number {
  return (value) => {
    if (top <= 0) return 0;
    return (Math.min(Math.max(value, 0), top) / top) * length;
  };
}

/** Label every n-th category so that at most `maxLabels` labels share the axis. */
export function labelEvery(categories: number, maxLabels: number): number {
  return Math.max(1, Math.ceil(categories / Math.max(1, maxLabels)));
}

/** The band of each category along the axis: its start and width, and the centre where a bar or point sits. */
export function bands(categories: number, length: number): { start: (i: number) => number; width: number; centre: (i: number) => number } {
  const width = categories > 0 ? length / categories : length;
  return { start: (i) => i * width, width, centre: (i) => i * width + width / 2 };
}
