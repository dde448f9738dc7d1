#!/usr/bin/env node
/**
 * Puts the FedNow Service's published schemas where the API tests read them (.cache/iso20022/fednow, never committed):
 * the Release 1 usage-guideline XSDs (edition 08/06/2024) and the incoming/outgoing technical wrappers, from
 * moov-io/fednow20022 at pinned commits. They carry SWIFT MyStandards and Federal Reserve Banks notices that do not
 * allow redistribution, so the repository keeps none of them (tests/api/fixtures/iso20022/README.md).
 *
 *   node scripts/fednow-schemas.mjs            # clones github.com/moov-io/fednow20022 (once) into .cache
 *   FEDNOW20022_GIT_DIR=/path/to/git-dir node scripts/fednow-schemas.mjs   # reads an existing clone or mirror
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, '.cache/iso20022/fednow');
/** Release 1 (edition 08/06/2024) usage-guideline XSDs: the last commit before the repository replaced them. */
const USAGE_COMMIT = '934eca6d2b10bd8174bb00483f99ba0a333ecfe1';
/** The technical wrappers (fednow-incoming/outgoing_external.xsd) with the base ISO XSDs they import. */
const WRAPPER_COMMIT = '88df1740a8a2f1dc503da6eb1f2b87d58321c7ac';
const USAGE_PREFIX = 'xsd/FedNow_Service_Release_1-_Edition_08_06_2024_LIV_';

function gitDir() {
  if (process.env.FEDNOW20022_GIT_DIR) return process.env.FEDNOW20022_GIT_DIR;
  const mirror = '/work/.mirror/moov-io+fednow20022/repo';
  if (existsSync(mirror)) return mirror;
  const clone = join(ROOT, '.cache/iso20022/fednow20022.git');
  if (!existsSync(clone)) execFileSync('git', ['clone', '--bare', '--filter=blob:none', 'https://github.com/moov-io/fednow20022', clone], { stdio: 'inherit' });
  return clone;
}

const git = (dir, ...args) => execFileSync('git', ['--git-dir', dir, ...args], { maxBuffer: 64 * 1024 * 1024 }).toString();

let dir;
try {
  dir = gitDir();
} catch (error) {
  // No mirror and no route to github.com: the API tests then check FedNow messages against the base ISO schemas only,
  // and say so (tests/api/support/xml-schema.ts). Nothing else depends on these files.
  console.warn(`FedNow schemas not fetched (${error.message.split('\n')[0]}): FedNow messages will be checked against the base ISO schemas only.`);
  process.exit(0);
}
mkdirSync(join(OUT, 'usage'), { recursive: true });
mkdirSync(join(OUT, 'wrapper/iso'), { recursive: true });
mkdirSync(join(OUT, 'wrapper/fednow'), { recursive: true });
let count = 0;
for (const path of git(dir, 'ls-tree', '--name-only', `${USAGE_COMMIT}`, 'xsd/').split('\n').filter((p) => p.startsWith(USAGE_PREFIX))) {
  // BusinessApplicationHeader_head_001_001_02_20241122_1718_iso15.xsd -> head.001.001.02.xsd (one file per message version).
  const m = /_([a-z]{4})_(\d{3})_(\d{3})_(\d{2})_\d{8}_\d{4}(?:_iso15)?\.xsd$/.exec(path);
  if (!m) continue;
  const kind = path.slice(USAGE_PREFIX.length).split('_')[0];
  writeFileSync(join(OUT, 'usage', `${kind}.${m[1]}.${m[2]}.${m[3]}.${m[4]}.xsd`), git(dir, 'show', `${USAGE_COMMIT}:${path}`));
  count += 1;
}
for (const path of git(dir, 'ls-tree', '-r', '--name-only', WRAPPER_COMMIT, 'xsd/').split('\n').filter(Boolean)) {
  writeFileSync(join(OUT, 'wrapper', path.slice('xsd/'.length)), git(dir, 'show', `${WRAPPER_COMMIT}:${path}`));
  count += 1;
}
writeFileSync(join(OUT, 'SOURCE'), `github.com/moov-io/fednow20022\nusage ${USAGE_COMMIT}\nwrapper ${WRAPPER_COMMIT}\n`);
console.log(`FedNow schemas: ${count} files in ${OUT}`);
