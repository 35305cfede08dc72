#!/usr/bin/env node
// Every package in the lock file must run on the oldest Node that package.json's engines allow,
// so that the version the README names is true for a fresh install, not only for ours.
import { readFileSync } from 'node:fs';
import semver from 'semver';

const wanted = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
const oldest = semver.minVersion(wanted);
if (!oldest) {
  console.error(`✗ package.json engines.node "${wanted}" names no version`);
  process.exit(1);
}
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const unsupported = Object.entries(lock.packages)
  .filter(([path, entry]) => path !== '' && typeof entry.engines?.node === 'string')
  .filter(([, entry]) => !semver.satisfies(oldest, entry.engines.node))
  .map(([path, entry]) => `${path.replace(/^.*node_modules\//, '')}@${entry.version} needs Node ${entry.engines.node}`);
for (const line of unsupported) console.error(`✗ ${line}`);
if (unsupported.length > 0) {
  console.error(`${unsupported.length} package(s) do not run on Node ${oldest}, the oldest package.json allows`);
  process.exit(1);
}
console.log(`every locked package supports Node ${oldest}`);
