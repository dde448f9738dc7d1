// The cluster suite's browser settings (run by `npm run test:cluster`, which starts the copies and HAProxy first):
// the journeys with JavaScript, then one services copy killed between two requests and a third killed in the middle
// of a processing cycle, then the journeys again without JavaScript.
import { defineConfig } from '@playwright/test';
import e2e from '../../playwright.config';

const baseURL = process.env.CLUSTER_WEB_URL;
if (!baseURL) throw new Error('CLUSTER_WEB_URL is not set: run `npm run test:cluster`');

export default defineConfig({
  ...e2e,
  // Its servers are the copies test:cluster started on Debian's PostgreSQL: no database server of the browser suite's.
  globalSetup: undefined,
  testDir: '.',
  workers: 1,
  reporter: [['list']],
  outputDir: '../../test-results/cluster',
  use: { ...e2e.use, baseURL },
  // In this order: every journey on two healthy copies, the failover, then the journeys on what is left.
  projects: [
    { name: 'js', use: { javaScriptEnabled: true }, grepInvert: /@failover|@webfailover|@stop/ },
    // services1 killed between a confirmation and its replay, then services3 in the middle of a processing cycle.
    { name: 'failover', use: { javaScriptEnabled: true }, grep: /@failover/, dependencies: ['js'] },
    { name: 'no-js', use: { javaScriptEnabled: false }, grep: /@both/, dependencies: ['failover'] },
    // Last: a web copy killed -9 (every test before it uses both web copies).
    { name: 'web-failover', use: { javaScriptEnabled: true }, grep: /@webfailover/, dependencies: ['no-js'] },
    // The very last: the last services copy stopped the way an orchestrator stops it, in the middle of a request.
    { name: 'stop', use: { javaScriptEnabled: true }, grep: /@stop/, dependencies: ['web-failover'] },
  ],
});
