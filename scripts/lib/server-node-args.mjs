// The Node flags every server process of the app runs with (decision 164), in one place: `npm start` (scripts/start.mjs),
// the benchmarks (scripts/bench/server.mjs reads the flags of the tree it starts), the browser suite's servers
// (tests/e2e/support/fresh-servers.ts), the cluster suite's copies (scripts/lib/cluster.mjs) and, as NODE_OPTIONS, the
// container image (deploy/Dockerfile; tests/unit/server-node-args.test.ts keeps the two the same).
//
// V8's young generation at 32 MiB a semi-space instead of 16: a page allocates about 1 MB, so the default young
// generation was collected every 15 pages or so, and each collection moved an eighth of what the pages had allocated
// into the old generation (what keeps it that long is not found yet, decision 164), which then needed a full collection
// every few seconds. Fewer young collections move less. The maximum is reached only under load; an idle process's young
// generation stays as small as before. (`npm run dev`'s watched processes run without them.)

/** The flags, before the script, for `node` or `cluster.setupPrimary({ execArgv })`. */
export const SERVER_NODE_ARGS = ['--max-semi-space-size=32'];

/** The same flags as NODE_OPTIONS carries them (the image's environment). */
export const SERVER_NODE_OPTIONS = SERVER_NODE_ARGS.join(' ');
