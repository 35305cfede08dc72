#!/usr/bin/env node
// `npm test`: every check of the project, in order, ending with one line `N passed, N failed`.
// A stage that cannot run (a missing system package) fails loudly; nothing is skipped.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import semver from 'semver';

// npm only warns when the running Node is older than package.json's engines (engine-strict is
// off), and a green run on a newer Node would say nothing about the version the README promises.
const wantedNode = JSON.parse(readFileSync('package.json', 'utf8')).engines.node;
if (!semver.satisfies(process.versions.node, wantedNode)) {
  console.error(`✗ Node ${process.versions.node} runs the tests, but package.json requires ${wantedNode}`);
  process.exit(1);
}

const reports = resolve('.cache/test-reports');
rmSync(reports, { recursive: true, force: true });
// Databases that earlier end-to-end runs left behind.
for (const entry of existsSync('.cache') ? readdirSync('.cache') : []) {
  if (entry.startsWith('e2e-data-')) rmSync(`.cache/${entry}`, { recursive: true, force: true });
}
mkdirSync(reports, { recursive: true });

let passed = 0;
let failed = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

function check(label, ok) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(label);
  }
}

/** The checked-in OpenAPI document must be what the contract's schemas generate today. */
function openApiIsCurrent() {
  const checkedIn = 'packages/contract/openapi.json';
  const scratch = mkdtempSync(join(tmpdir(), 'openapi-'));
  const fresh = join(scratch, 'openapi.json');
  try {
    const generated = run('the OpenAPI document matches the contract', 'node', [
      '--import',
      'tsx',
      'packages/contract/scripts/write-openapi.mjs',
      fresh,
    ]);
    if (!generated) return false;
    if (existsSync(checkedIn) && readFileSync(fresh, 'utf8') === readFileSync(checkedIn, 'utf8')) return true;
    console.error(`✗ ${checkedIn} is stale: run \`npm run openapi -w packages/contract\` and commit it`);
    return false;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Titles of the Playwright tests that did not pass at the first attempt, walking nested suites. */
function failedPlaywrightTests(suites, path = []) {
  return suites.flatMap((suite) => {
    const here = suite.title ? [...path, suite.title] : path;
    const own = (suite.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((test) => test.status === 'unexpected' || test.status === 'flaky')
        .map((test) => `[${test.projectName}] ${[...here, spec.title].join(' › ')}:${spec.line}`),
    );
    return [...own, ...failedPlaywrightTests(suite.suites ?? [], here)];
  });
}

function countReport(label, file, read) {
  if (!existsSync(file)) {
    check(`${label} (no report written)`, false);
    return;
  }
  const counts = read(JSON.parse(readFileSync(file, 'utf8')));
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0) failures.push(`${label}: ${counts.failed} failed`, ...counts.names.map((name) => `  ${name}`));
  if (counts.passed + counts.failed === 0) check(`${label} ran no test`, false);
}

/**
 * The end-to-end journeys run once per browser project, both at once: each run starts its own
 * server on its own embedded database with its own fakes of the providers, on its own ports, so
 * the two never see each other's orders. The journeys mostly wait on the network and the browser,
 * so two runs share the machine's cores well.
 */
const playwrightRuns = [
  { name: 'desktop', env: {} },
  {
    name: 'phone',
    env: {
      E2E_PORT: '8182',
      E2E_STRIPE_PORT: '12211',
      E2E_MOLLIE_PORT: '12212',
      E2E_PAYPAL_PORT: '12213',
      E2E_SAFERPAY_PORT: '12214',
      E2E_IDENTITY_PROVIDER_PORT: '12220',
      E2E_SMTP_PORT: '12225',
      E2E_BOUNCE_PORT: '12226',
      E2E_EMBED_PARENT_PORT: '8499',
    },
  },
];

/** `run`, without waiting: resolves to whether the command succeeded. */
function runConcurrently(label, command, args, env = {}) {
  console.log(`\n▶ ${label}`);
  return new Promise((resolvePromise) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code) => resolvePromise(code === 0));
    child.on('error', () => resolvePromise(false));
  });
}

check('system packages', run('system packages (Chromium, PostgreSQL, nginx)', 'bash', ['scripts/system-deps.sh']));
check(
  'lint',
  run('lint (eslint: import boundaries, no cycles, no raw JSX text)', 'npx', ['eslint', '.', '--max-warnings=0']),
);
check('formatting', run('formatting (prettier)', 'npx', ['prettier', '--check', '.', '--log-level=warn']));
check(
  'dependency engines',
  run('every installed package supports the oldest Node package.json allows', 'node', ['scripts/check-engines.mjs']),
);
check('file names', run('file names are kebab-case', 'node', ['scripts/check-file-names.mjs']));
check('references', run('references stay inside the repository', 'node', ['scripts/check-references.mjs']));
check('OpenAPI document', openApiIsCurrent());
check('typecheck', run('typecheck (tsc, strict)', 'npm', ['run', '--silent', 'typecheck']));

const vitestOk = run('unit and server tests (vitest)', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reports}/vitest.json`,
]);
/** The first line of a failure's message: enough to tell which assertion broke from the summary alone. */
const firstLine = (message) =>
  String(message ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

countReport('vitest', `${reports}/vitest.json`, (report) => ({
  passed: report.numPassedTests ?? 0,
  // The summary is often all a CI log keeps, so it names each failure.
  names: (report.testResults ?? []).flatMap((file) => {
    const where = file.name.replace(`${process.cwd()}/`, '');
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (failedTests.length === 0 && file.status === 'failed') return [`${where}: ${firstLine(file.message)}`];
    return failedTests.map((test) => `${where} › ${test.fullName}: ${firstLine(test.failureMessages?.[0])}`);
  }),
  // A file that fails to load has no test results of its own but must still count as a failure.
  failed:
    (report.numFailedTests ?? 0) +
    (report.testResults ?? []).filter((file) => file.status === 'failed' && (file.assertionResults ?? []).length === 0)
      .length,
}));
// Vitest also fails a run on errors no test owns (a promise rejected after its test ended); the
// report counts none of them, so its exit status is what tells.
const vitestFailuresCounted = failures.some((failure) => failure.startsWith('vitest'));
if (!vitestOk && !vitestFailuresCounted) check('vitest: errors outside the tests (see its log above)', false);

const built = run('build the shop and the server', 'npm', ['run', '--silent', 'build']);
check('build', built);
if (built) {
  const results = await Promise.all(
    playwrightRuns.map((project) =>
      runConcurrently(
        `end-to-end on ${project.name} (Playwright, Chromium)`,
        'npx',
        ['playwright', 'test', '-c', 'e2e/playwright.config.ts', `--project=${project.name}`],
        {
          ...project.env,
          E2E_OUTPUT_DIR: `../test-results/${project.name}`,
          PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/playwright-${project.name}.json`,
        },
      ),
    ),
  );
  playwrightRuns.forEach((project, index) => {
    countReport(`playwright (${project.name})`, `${reports}/playwright-${project.name}.json`, (report) => ({
      passed: report.stats?.expected ?? 0,
      names: failedPlaywrightTests(report.suites ?? []),
      failed: (report.stats?.unexpected ?? 0) + (report.stats?.flaky ?? 0),
    }));
    // A run that ends badly outside its tests (a server that did not start) still fails the whole.
    if (!results[index]) check(`playwright (${project.name}) exited with an error`, false);
  });
} else {
  check('end-to-end (not run: the build failed)', false);
}

console.log('');
for (const failure of failures) console.log(`✗ ${failure}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
