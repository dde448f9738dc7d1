// `npm run test:property -- --runs 2000 [--seed N]`: explores the property tests on a new (or given) seed and
// prints the seed, so any counterexample found can be replayed and added as a fixed example (decision 012).
import { run } from './lib/run.mjs';

const args = process.argv.slice(2);
const value = (name) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const runs = value('runs') ?? '200';
const seed = value('seed') ?? String((Math.random() * 2 ** 32) | 0);
if (!/^\d+$/.test(runs) || !/^-?\d+$/.test(seed)) {
  console.error('usage: npm run test:property -- [--runs N] [--seed S]');
  process.exit(2);
}
console.log(`property tests: seed ${seed}, ${runs} runs (replay with --seed ${seed} --runs ${runs})`);
const code = await run('npx', ['vitest', 'run', '--project', 'api', 'tests/api/payments.property.test.ts'], {
  env: { ...process.env, PROPERTY_SEED: seed, PROPERTY_RUNS: runs },
});
if (code !== 0) console.log(`\nA counterexample was found with seed ${seed}: add its command list to COUNTEREXAMPLES in tests/api/payments.property.test.ts.`);
process.exit(code);
