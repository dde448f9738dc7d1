// The benchmarks' one percentile: the value at or below which p % of the sorted values lie (nearest rank); NaN when
// there are none.
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
