#!/usr/bin/env node
// The repository explains itself: comments, tests and docs state a rule in their own words or point
// to a file here, never to a numbered section of a document that is not in the repository.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const outside = [
  /\u00a7/,
  /\bspec(ification)?('s)? (00)?\d/i,
  /\bcontract (section )?\d/i,
  /\b(the|as the) spec('s)?\b/i,
];
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter(
    (file) => file && !file.endsWith('package-lock.json') && /\.(ts|tsx|js|mjs|md|scss|json|sh|html|sql)$/.test(file),
  );

let found = 0;
for (const file of files) {
  const lines = readFileSync(file, 'utf8').split('\n');
  lines.forEach((line, index) => {
    if (outside.some((pattern) => pattern.test(line))) {
      found += 1;
      console.error(`${file}:${index + 1}: ${line.trim()}`);
    }
  });
}
if (found > 0) console.error(`${found} references to documents outside the repository`);
process.exit(found === 0 ? 0 : 1);
