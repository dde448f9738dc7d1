// The performance targets: the figure measured before the speed-up work ("before") and the target of each row, printed
// beside the bench's own figures so every run shows where it stands.
const PERFORMANCE_TARGETS = {
  'login page': { previous: '151 req/s', target: '>= 1,000 req/s' },
  'business dashboard': { previous: '~27 req/s, 68 ms CPU', target: '>= 150 req/s' },
  '/transactions/completed': { previous: '~20 req/s, 75 ms CPU', target: '>= 250 req/s, <= 8 ms CPU (api + web)' },
  'steady 50 req/s': { previous: 'not measured', target: 'p95 <= 100 ms' },
  'JavaScript on /transactions/completed': { previous: '207 KB gz', target: '<= 150 KB gz' },
  'list at 1,000,000 payments': { previous: '7 req/s', target: '>= 150 req/s; page 5,000 and filtered views within 1.5x of page 1' },
  'CSV export': { previous: '2,400 rows/s', target: '>= 100,000 rows/s, peak RSS <= 250 MB' },
  'due payments processed': { previous: '160/s', target: '>= 1,000/s on PostgreSQL' },
};

/** " [before …; target …]" for a row of the targets, "" for anything else. */
export function targetText(name) {
  const row = PERFORMANCE_TARGETS[name];
  return row ? ` [before ${row.previous}; target ${row.target}]` : '';
}
