#!/usr/bin/env node
// Source files are named in kebab-case, one concern each (CONTRIBUTING.md).
import { execFileSync } from 'node:child_process';
import { basename } from 'node:path';

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /^(apps|packages|e2e|bench)\/.*\.(ts|tsx|scss)$/.test(file));
const kebab = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+)*$/;
const wrong = files.filter((file) => !kebab.test(basename(file).replace(/^_/, '')));
for (const file of wrong) console.error(`not kebab-case: ${file}`);
process.exit(wrong.length === 0 ? 0 : 1);
