import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The server's parts, lowest first: a part imports only parts of the lines before its own, and the
// parts of one line do not import each other. A folder under modules/ is a part, so is any other
// folder under src/, and a file directly in src/ counts as a part named after it. docs/architecture.md
// ("The server's module order") says why each line sits where it does.
const serverModuleOrder = [
  ['config', 'messages'],
  ['lib'],
  ['db'],
  ['http'],
  ['settings', 'operations', 'outbox'],
  ['email-template'],
  ['app-context', 'rate-limit'],
  ['i18n', 'file', 'resources', 'embedding', 'queue'],
  ['reservation'],
  ['account', 'subscription', 'billing-document', 'link-recovery'],
  ['ticket'],
  ['email', 'info'],
  ['payment'],
  ['event-page'],
  ['catalogue', 'poll', 'waiting-list'],
  ['organizer'],
  ['organizer-events'],
  ['organizer-subscriptions'],
  ['check-in'],
  ['demo'],
  ['app'],
  ['main'],
];

// Imports allowed against the order, each an importing file and the file it imports, relative to src/;
// empty today, and a new entry needs the reason beside it.
const serverOrderExemptions = [];

const serverSource = path.join(import.meta.dirname, 'apps/server/src');
const serverLineOf = new Map(serverModuleOrder.flatMap((parts, line) => parts.map((part) => [part, line])));

function serverPartOf(relative) {
  const segments = relative.split(path.sep);
  if (segments[0] === 'modules' && segments.length > 2) return segments[1];
  return segments.length === 1 ? segments[0].replace(/\.tsx?$/, '') : segments[0];
}

const serverModuleOrderRule = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const from = path.relative(serverSource, context.filename);
    if (from.startsWith('..')) return {};
    const fromPart = serverPartOf(from);
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = path.relative(serverSource, path.resolve(path.dirname(context.filename), source));
      if (to.startsWith('..')) return;
      const toPart = serverPartOf(to);
      if (toPart === fromPart) return;
      if (serverOrderExemptions.some(([file, target]) => file === from && target === to)) return;
      for (const part of [fromPart, toPart]) {
        if (!serverLineOf.has(part)) {
          context.report({
            node,
            message: `${part} is not in the server's module order: add it to serverModuleOrder in eslint.config.js and to docs/architecture.md.`,
          });
          return;
        }
      }
      const fromLine = serverLineOf.get(fromPart);
      const toLine = serverLineOf.get(toPart);
      if (toLine < fromLine) return;
      context.report({
        node,
        message:
          toLine === fromLine
            ? `${fromPart} and ${toPart} share a line of the server's module order and do not import each other; move the shared piece to a lower part.`
            : `${fromPart} may not import ${toPart}, which sits above it in the server's module order; move the shared piece to a lower part or pass it in from above.`,
      });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};

// Every folder under features/ is a feature, fenced from the others as soon as it exists.
const features = readdirSync(new URL('./apps/shop/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The shop's side channels (network, browser storage, other windows) each have one owner in lib/.
const sideChannels = ['fetch', 'EventSource', 'localStorage', 'sessionStorage', 'postMessage'];
const sideChannelMessage =
  'Use the lib/ module that owns this side channel (api-client, availability-stream, storage, embedding).';

// The door app's side channels: the network, the device's storage, the camera, sound and vibration.
const doorSideChannels = ['fetch', 'localStorage', 'sessionStorage', 'getUserMedia', 'AudioContext', 'vibrate'];
const doorSideChannelMessage =
  'Use the lib/ module that owns this side channel (api-client, storage, camera, feedback).';

// One owner for each table's writes: SQL that creates, changes or deletes a row of the table (its
// name as a whole word, so not `reservation_id` or `subscription_descriptor`) appears only in the
// owner, a file or a folder relative to the repository's root.
const tableOwners = [
  // One writer of the reservation row, so its states and changes are read in one file.
  { table: 'reservation', owner: 'apps/server/src/modules/reservation/status/reservation-repository.ts' },
  // A subscription supply is sold like tickets: its rows' statuses change in one file of the
  // reservation module (subscription-rows-repository.ts), which every module that sells, settles or
  // cancels them sits above; the reservation module's other files keep its names, prices and uses.
  { table: 'subscription', owner: 'apps/server/src/modules/reservation/' },
  // The waiting list's entries: queued, offered and their offers' outcome in one module. The
  // reservation module below it ends holds and settles orders without touching them; the list
  // reads an offer's outcome from its reservation (offer-repository.ts).
  { table: 'waiting_queue', owner: 'apps/server/src/modules/waiting-list/' },
].map(({ table, owner }) => ({
  owner,
  write: new RegExp(`\\b(INSERT\\s+INTO|UPDATE|DELETE\\s+FROM)\\s+${table}\\b`, 'i'),
  message: `Only ${owner} writes the ${table} table; call a function of it.`,
}));
// Checks the text of every string and template literal, so it holds beside any other no-restricted-syntax.
const tableWrites = {
  rules: {
    'one-owner': {
      meta: { type: 'problem', schema: [] },
      create(context) {
        const file = path.relative(import.meta.dirname, context.filename);
        const owners = tableOwners.filter(
          ({ owner }) => !(owner.endsWith('/') ? file.startsWith(owner) : file === owner),
        );
        const check = (node, text) => {
          for (const { write, message } of owners) if (write.test(text)) context.report({ node, message });
        };
        return {
          Literal: (node) => typeof node.value === 'string' && check(node, node.value),
          TemplateLiteral: (node) => check(node, node.quasis.map((quasi) => quasi.value.raw).join(' ')),
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        // Each workspace's tsconfig types its files; the root config files and scripts belong to none.
        projectService: {
          allowDefaultProject: [
            'eslint.config.js',
            'vitest.config.ts',
            'scripts/*.mjs',
            'packages/contract/scripts/*.mjs',
            'apps/shop/scripts/*.mjs',
            'apps/server/scripts/*.mjs',
            'packages/fake-stripe/stand-in/*.js',
          ],
          // The scripts above are a dozen small files; each is parsed once.
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 16,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } } },
  },
  {
    files: ['apps/shop/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Every visible string goes through t(): raw text in JSX is a missing translation.
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ['·', '×', '*', '-', '/', ':', '(', ')', '%', '|', '—', '…'],
        },
      ],
      'react/jsx-key': 'error',
      'no-restricted-globals': ['error', ...sideChannels.map((name) => ({ name, message: sideChannelMessage }))],
      'no-restricted-properties': [
        'error',
        ...sideChannels.map((property) => ({ property, message: sideChannelMessage })),
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Only lib/safe-html.tsx may set inner HTML.',
        },
        {
          selector:
            'MemberExpression[property.name=/^(innerHTML|outerHTML|setHTML|setHTMLUnsafe|insertAdjacentHTML)$/]',
          message: 'Only lib/safe-html.tsx may set inner HTML.',
        },
      ],
      // The shop loads only the runtime-free route table of the contract; schemas reach it as types.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contract',
              allowTypeImports: true,
              message: 'Import types only, or routes from @shop/contract/routes.',
            },
          ],
          patterns: [
            { group: ['zod', 'zod/*'], message: 'zod stays on the server; the shop gets types.' },
            { group: ['**/apps/admin/**', '@shop/admin'], message: 'Nothing of the back office reaches the shop.' },
          ],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./apps/shop/src/features/${feature}`,
              from: './apps/shop/src/features',
              except: [`./${feature}`],
              message: 'Features do not import each other; share through lib/ or components/.',
            })),
            {
              target: './apps/shop/src/lib',
              from: './apps/shop/src/features',
              message: 'lib/ must not depend on features.',
            },
            { target: './apps/shop/src/lib', from: './apps/shop/src/app', message: 'lib/ must not depend on app/.' },
            {
              target: './apps/shop/src/components',
              from: './apps/shop/src/features',
              message: 'components/ must not depend on features.',
            },
            {
              target: './apps/shop/src/features',
              from: './apps/shop/src/app',
              message: 'features must not depend on app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The door app follows the shop's rules: texts through t(), the contract as types and its
    // route tables only, and each side channel (network, storage, camera) in one module of lib/.
    files: ['apps/door/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-no-literals': ['error', { noStrings: false, ignoreProps: true }],
      'react/jsx-key': 'error',
      'no-restricted-globals': [
        'error',
        ...doorSideChannels.map((name) => ({ name, message: doorSideChannelMessage })),
      ],
      'no-restricted-properties': [
        'error',
        ...doorSideChannels.map((property) => ({ property, message: doorSideChannelMessage })),
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contract',
              allowTypeImports: true,
              message: 'Import types only, or the route tables from @shop/contract.',
            },
          ],
          patterns: [{ group: ['zod', 'zod/*'], message: 'zod stays on the server; the door app gets types.' }],
        },
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/door/src/lib',
              from: './apps/door/src/features',
              message: 'lib/ must not depend on features.',
            },
            {
              target: './apps/door/src/components',
              from: './apps/door/src/features',
              message: 'components/ must not depend on features.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/door/src/lib/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The organizer's back office: the shop's rules for React and texts, its own folders.
    files: ['apps/admin/**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    settings: { react: { version: '19' } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react/jsx-no-literals': [
        'error',
        {
          noStrings: false,
          ignoreProps: true,
          allowedStrings: ['·', '×', '*', '-', '/', ':', '(', ')', '%', '|', '—', '…'],
        },
      ],
      'react/jsx-key': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@shop/contract',
              allowTypeImports: true,
              message: 'Import types only, or the route tables from @shop/contract/routes and /organizer-routes.',
            },
          ],
          patterns: [
            { group: ['zod', 'zod/*'], message: 'zod stays on the server; the back office gets types.' },
            { group: ['**/apps/shop/**', '@shop/shop'], message: 'The back office does not import the shop.' },
          ],
        },
      ],
    },
  },
  {
    // Plain browser JavaScript, served as it is to end-to-end tests in place of Stripe.js.
    files: ['packages/fake-stripe/stand-in/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/shop/src/lib/safe-html.tsx'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['apps/shop/src/lib/**'],
    rules: { 'no-restricted-globals': 'off', 'no-restricted-properties': 'off' },
  },
  {
    // The offline-ticket worker runs apart from the page, and the network is its whole job; it
    // takes nothing from the page's code but the contract's route table.
    files: ['apps/shop/src/service-worker/**'],
    rules: {
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: ['app', 'components', 'features', 'lib'].map((folder) => ({
            target: './apps/shop/src/service-worker',
            from: `./apps/shop/src/${folder}`,
            message: "The worker runs without the page: it loads only its own modules and the contract's routes.",
          })),
        },
      ],
    },
  },
  {
    files: ['**/test/**', '**/*.test.{ts,tsx}', 'e2e/**', 'bench/**'],
    rules: {
      'react/jsx-no-literals': 'off',
      'no-restricted-imports': 'off',
      'no-restricted-globals': 'off',
      'no-restricted-properties': 'off',
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/apps/shop/**', '@shop/shop'], message: 'The server does not import the shop.' }] },
      ],
      // The HTTP layer (sessions, errors, headers, the page shell) serves every module and knows none.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './apps/server/src/http',
              from: './apps/server/src/modules',
              message: 'http/ does not import modules/; pass what it needs as a parameter or move it to lib/.',
            },
          ],
        },
      ],
    },
  },
  {
    // The server's parts import each other in one direction only, the order of serverModuleOrder.
    files: ['apps/server/src/**/*.ts'],
    plugins: { server: { rules: { 'module-order': serverModuleOrderRule } } },
    rules: { 'server/module-order': 'error' },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    // The never-sell-twice claim keeps its locking statements beside the logic they guard.
    ignores: [
      'apps/server/src/modules/**/*-repository.ts',
      'apps/server/src/modules/reservation/hold/inventory-claim.ts',
    ],
    rules: {
      // Services decide and hold the transaction; the module's repositories hold the SQL.
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='query']",
          message: 'SQL lives in a *-repository.ts of the module; call a repository function.',
        },
        {
          selector: "TaggedTemplateExpression[tag.name='sql']",
          message: 'SQL lives in a *-repository.ts of the module; call a repository function.',
        },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*-routes.ts'],
    rules: {
      // A route reads the request and answers; the module's services and repositories touch the database.
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pg', message: 'Routes do not query; call a service or repository.' }],
          patterns: [
            {
              group: ['**/db/database.ts'],
              allowTypeImports: true,
              message: 'Routes do not query; call a service or repository.',
            },
            { group: ['**/apps/shop/**', '@shop/shop'], message: 'The server does not import the shop.' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'CallExpression[callee.property.name=/^(query|transaction)$/]',
          message: 'Routes do not query; call a service or repository.',
        },
        { selector: "TaggedTemplateExpression[tag.name='sql']", message: 'Routes do not query; call a repository.' },
      ],
    },
  },
  {
    // Each table's writes in its owner (tableOwners above); the demo loader fills every table.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['apps/server/src/demo/**', 'apps/server/src/db/migrations/**'],
    plugins: { 'table-writes': tableWrites },
    rules: { 'table-writes/one-owner': 'error' },
  },
);
