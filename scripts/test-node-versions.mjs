// CI: the domain and server tests on each supported Node.js major besides the one running CI.
// The runtime comes from the npm registry as the binary package node-<platform>-<arch>@<major>
// (no install script, nothing downloaded from elsewhere), cached under node_modules/.cache.
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT, run } from './lib.mjs';

const MAJORS = (process.env.NODE_MAJORS ?? '22,24')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const current = process.versions.node.split('.')[0];
const pkg = (major) => `node-${process.platform}-${process.arch}@${major}`;

let failed = 0;
for (const major of MAJORS) {
  if (major === current) {
    console.log(`Node ${major}: the runtime running CI already ran every test.`);
    continue;
  }
  const prefix = path.join(ROOT, 'node_modules/.cache/node-runtimes', major);
  const bin = path.join(prefix, 'node_modules', `node-${process.platform}-${process.arch}`, 'bin', 'node');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(prefix, { recursive: true });
    const install = spawnSync('npm', ['install', '--prefix', prefix, '--no-audit', '--no-fund', '--no-save', pkg(major)], {
      stdio: 'inherit',
    });
    if (install.status !== 0 || !fs.existsSync(bin)) {
      console.error(`Node ${major}: could not install ${pkg(major)} from the registry.`);
      failed++;
      continue;
    }
  }
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' }).stdout.trim();
  console.log(`\nDomain and server tests on Node ${version} (embedded database)…`);
  const code = run(bin, [path.join(ROOT, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'domain', '--project', 'server'], {
    TEST_DATABASE_URL: '',
  });
  if (code !== 0) {
    console.error(`Node ${version}: tests failed.`);
    failed++;
  }
}
process.exit(failed ? 1 : 0);
