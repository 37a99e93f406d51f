// `npm run lint`: the recommended JavaScript and typescript-eslint rules, and the direction of imports between
// the folders of src/ (CONTRIBUTING.md, "Imports point down"). scripts/check-imports.mjs, run after eslint,
// fails when two folders import each other. A zone's `target` may not import from its `from`.
import { readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Everything of ours under src/ except the folders named: `only('core')` lets a folder import core/ alone. */
const allBut = (...allowed) => ({ from: './src', except: allowed.map((folder) => `./${folder}`) });

/** The domain folders below the APIs. */
const DOMAIN = ['./src/orders', './src/notes', './src/contacts', './src/products', './src/packaging', './src/webhooks', './src/money', './src/backups', './src/documents', './src/shipping', './src/packing', './src/manifests', './src/printing'];
/** Every folder and file directly in src/ but app.ts and the views (v1/, console/ have zones of their own). */
const OUTSIDE_V2 = readdirSync(new URL('./src', import.meta.url)).filter((n) => !['v2', 'v1', 'console', 'app.ts'].includes(n)).map((n) => `./src/${n}`);

export const IMPORT_ZONES = [
  // core/: values, ids, errors, the field mechanism. Nothing of ours above it.
  { target: './src/core', ...allBut('core'), message: 'core/ imports nothing of ours above it (CONTRIBUTING.md, "Imports point down").' },
  { target: './src/catalogue', ...allBut('catalogue', 'core'), message: 'catalogue/ imports only core/.' },
  { target: './src/db', ...allBut('db', 'core'), message: 'db/ imports only core/.' },
  { target: './src/storage', ...allBut('storage', 'core', 'db'), message: 'storage/ keeps bytes (disk or S3) and its removal list: it imports only core/ and db/.' },
  { target: './src/auth', from: ['./src/http', './src/v1', './src/v2', './src/events', './src/orgs'], message: 'auth/ verifies tokens; the request edge (http/) and orgs/ use it, not the other way.' },
  { target: './src/orgs', ...allBut('orgs', 'core', 'db', 'auth'), message: 'orgs/ (organizations, users, memberships: all their SQL) imports only core/, db/ and auth/; the views, oauth/, seed/ and the command line use it.' },
  { target: './src/events', from: ['./src/http', './src/v1', './src/v2'], message: 'events/ imports nothing from v1/, v2/ or http/: resources emit into the outbox, never the reverse.' },
  { target: './src/payments', ...allBut('payments', 'core', 'db'), message: 'payments/ (the processor and card charges) imports only core/ and db/; resources pass it their ledger writers.' },
  { target: './src/money/ledger', ...allBut('money/ledger', 'core', 'db', 'payments'), message: 'money/ledger/ (every money ledger: compare-and-swap, append, void, card refills) imports only core/, db/ and payments/; resources configure it.' },
  { target: './src/http', from: ['./src/v1', './src/v2'], message: 'http/ is the edge every route passes; app.ts registers the resources on it.' },
  { target: './src/oauth', from: ['./src/http', './src/v1', './src/v2'], message: 'oauth/ (the authorize page, the token endpoint, apps) is used by v2/ and the command line, never the reverse.' },
  // download.ts is not the edge but the one way every view sends a file's headers; domain-refusals.ts the one wording
  // of the refusals below the views that v1, v2 and the console meet; refs.ts the one parser of the references in
  // bodies; value-words.ts the one wording of the field mechanism's value problems (src/core/fields/problems.ts).
  {
    target: ['./src/v1', './src/v2'], from: ['./src/http'], except: ['./download.ts', './domain-refusals.ts', './refs.ts', './value-words.ts'],
    message: 'Routes get what the edge resolved from the request (request.org, request.keys), not by importing http/.',
  },
  { target: './src/import', from: ['./src/v1'], except: [], message: 'import/ writes through the domain (src/orders/, src/contacts/, ...); v1/ is another interface over the same rows.' },
  // The domain (orders, their notes, contacts, products, packaging presets, webhooks) lies below both APIs.
  { target: DOMAIN, from: ['./src/v1', './src/v2', './src/console', './src/http'], message: 'The domain lies below the APIs: v1/, v2/ (and console/) are views over it, never the reverse.' },
  // Commands and services take typed values (grams, money, instants): the views parse their spellings into them
  // (src/wire/ for v2's, which the import and the seed read too; src/v1/orders/values.ts for v1's), never the domain.
  { target: './src/wire', ...allBut('wire', 'core', 'catalogue'), message: 'wire/ (the views\' spellings of values) imports only core/ and catalogue/.' },
  { target: DOMAIN, from: './src/wire', message: 'The domain speaks no wire language: each view parses its own spelling into typed values (src/wire/, src/v1/).' },
  // The views are kept apart: each imports the domain, never another view.
  { target: './src/v1', from: ['./src/v2', './src/console'], message: 'v1/ imports the domain (src/orders/, src/webhooks/, ...), never v2/ or console/.' },
  { target: './src/v2', from: ['./src/v1', './src/console'], message: 'v2/ imports the domain (src/orders/, src/contacts/, ...), never v1/ or console/.' },
  { target: './src/console', from: ['./src/v1', './src/v2'], message: 'console/ imports the domain, never v1/ or v2/.' },
  // Nothing below the views imports v1/ or console/ (v2/ is kept off them by the zone below): every folder and file
  // of src/ but the views, app.ts, which registers them, and server.ts, which starts the app and prints the
  // console's first-owner line.
  { target: OUTSIDE_V2.filter((path) => path !== './src/server.ts'), from: ['./src/v1', './src/console'], message: 'Only app.ts imports the views v1/ and console/: the domain, the edge and the command line lie below them.' },
  // The worker and the command line run the domain, never a view's code.
  // (v2/ is kept off them, as off every file but app.ts, by the zone below.)
  { target: ['./src/workers.ts', './src/commands'], from: ['./src/v1', './src/console'], message: 'workers.ts and commands/ use the domain (src/orders/, src/backups/, src/orgs/, ...), never the views v1/, v2/ or console/.' },
  // Nothing outside v2/ imports it but app.ts, which registers its routes.
  {
    target: OUTSIDE_V2, from: './src/v2', except: [],
    message: 'Only app.ts imports v2/: what others need of a resource is in the domain folder below it (src/orders/, ...).',
  },
  // Orders are read and written by two folders: reading/ (lists, GET, renders, exports) never needs the writer.
  { target: './src/orders/reading', from: './src/orders/writing', message: 'orders/reading/ never imports orders/writing/: the writer reads through reading/, not the reverse.' },
  { target: './src/carriers', from: ['./src/http', './src/v1', './src/v2', './src/events', './src/auth', './src/seed'], message: 'carriers/ (tracking adapters and the poller) imports only catalogue/, core/ and db/; src/workers.ts hands it the order-write step.' },
];

const within = (file, folders) => [folders].flat().some((folder) => file === folder || file.startsWith(`${folder}/`));
const zonePaths = (paths) => [paths].flat().map((p) => p.replace(/^\.\//, ''));

/**
 * `boxline/import-direction`: a relative import whose file lies in a zone's `from` (and not in its `except`,
 * paths relative to `from`) is an error in the zone's `target`. Imports are resolved from the importing file.
 * (Written here rather than taken from eslint-plugin-import-x, whose resolver ships per-platform binaries the
 * lock file cannot pin for every machine.)
 */
const importDirection = {
  meta: { type: 'problem', schema: [{ type: 'object', properties: { zones: { type: 'array' } }, additionalProperties: false }] },
  create(context) {
    const root = context.cwd;
    const file = relative(root, context.filename);
    const zones = (context.options[0]?.zones ?? []).filter((z) => within(file, zonePaths(z.target)));
    if (zones.length === 0) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const imported = relative(root, resolve(dirname(context.filename), source));
      for (const zone of zones) {
        const excepted = zonePaths(zone.except ?? []).map((e) => join(zonePaths(zone.from)[0], e));
        if (within(imported, zonePaths(zone.from)) && !within(imported, excepted)) {
          context.report({ node: node.source, message: `Unexpected import of '${source}': ${zone.message}` });
        }
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

/** The node an expression's value comes from: through member reads, calls, `new`, `await` and type casts. */
function rootOf(node) {
  for (;;) {
    if (node.type === 'MemberExpression') node = node.object;
    else if (node.type === 'CallExpression' || node.type === 'NewExpression') node = node.callee;
    else if (node.type === 'AwaitExpression') node = node.argument;
    else if (node.type === 'ChainExpression' || node.type.startsWith('TS') && node.expression) node = node.expression;
    else return node;
  }
}
const typeRoot = (type) => {
  let name = type?.type === 'TSTypeReference' ? type.typeName : null;
  while (name?.type === 'TSQualifiedName') name = name.left;
  return name?.type === 'Identifier' ? name.name : null;
};
const propertyName = (node) => (!node.computed ? node.property.name : typeof node.property.value === 'string' ? node.property.value : null);

/**
 * `boxline/no-library-internals`: code uses the public, documented API of the packages it imports (CONTRIBUTING.md,
 * "Public library APIs only"). Refuses reading or writing an underscored property (`_x`; `__proto__` aside), or one of
 * the `internals` named in the options, of a value that comes from a package: a name imported from one (any import
 * not starting with `.`), a variable made from such a value (`const pool = new pg.Pool()`, then `const client =
 * await pool.connect()`), a variable or parameter typed with the package's types (`client: pg.PoolClient`), and
 * `this` in a class that extends a package's class; type casts do not hide the value's origin. It follows names
 * within one file, not values passed through our own functions or typed with our own interfaces; the names in
 * `everywhere` (internals no code of ours has a reason to name) are refused on any value.
 */
const noLibraryInternals = {
  meta: {
    type: 'problem',
    schema: [{ type: 'object', properties: { internals: { type: 'array', items: { type: 'string' } }, everywhere: { type: 'array', items: { type: 'string' } } }, additionalProperties: false }],
  },
  create(context) {
    const internals = new Set(context.options[0]?.internals ?? []);
    const everywhere = new Set(context.options[0]?.everywhere ?? []);
    const fromPackages = new Set();
    const classes = [];
    const fromPackage = (node) => {
      const root = rootOf(node);
      if (root.type === 'Identifier') return fromPackages.has(root.name);
      return root.type === 'ThisExpression' && classes.length > 0 && classes[classes.length - 1];
    };
    const typed = (id) => fromPackages.has(typeRoot(id.typeAnnotation?.typeAnnotation));
    const enterClass = (node) => classes.push(Boolean(node.superClass && fromPackage(node.superClass)));
    const enterFunction = (node) => {
      for (const param of node.params) {
        const id = param.type === 'TSParameterProperty' ? param.parameter : param;
        if (id.type === 'Identifier' && typed(id)) fromPackages.add(id.name);
      }
    };
    return {
      ImportDeclaration(node) {
        if (node.source.value.startsWith('.')) return;
        for (const specifier of node.specifiers) fromPackages.add(specifier.local.name);
      },
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && ((node.init && fromPackage(node.init)) || typed(node.id))) fromPackages.add(node.id.name);
      },
      ClassDeclaration: enterClass,
      ClassExpression: enterClass,
      'ClassDeclaration:exit': () => classes.pop(),
      'ClassExpression:exit': () => classes.pop(),
      FunctionDeclaration: enterFunction,
      FunctionExpression: enterFunction,
      ArrowFunctionExpression: enterFunction,
      MemberExpression(node) {
        const name = propertyName(node);
        if (name === null || !(everywhere.has(name) || internals.has(name) || (name.startsWith('_') && name !== '__proto__'))) return;
        if (everywhere.has(name) || fromPackage(node.object)) {
          context.report({ node: node.property, message: `'${name}' is not part of the package's public API: use what its documentation offers (CONTRIBUTING.md, "Public library APIs only").` });
        }
      },
    };
  },
};

/**
 * Properties of our packages' objects that their types or prototypes show but their documentation does not, not
 * marked by an underscore: node-postgres' connection (its socket, its protocol messages) and statement book-keeping,
 * Drizzle's statement pieces. The distinctive names are refused on any value, `connection` on a package's.
 */
const LIBRARY_INTERNALS = { internals: ['connection'], everywhere: ['queryChunks', 'submittedNamedStatements', 'parsedStatements', 'readyForQuery'] };

/**
 * `boxline/no-http-in-domain`: the domain speaks no HTTP (CONTRIBUTING.md, "The request edge"). In the `folders`
 * below the views, a file named one of `fileNames` is refused (`schemas.ts`: a route's params, query strings and
 * bodies live in the view that owns them, src/v2/<resource>/schemas.ts, or in src/wire/bodies/ when the import, the
 * seed or the console writes them too; what the domain renders it describes in a `shape.ts`), and so is importing
 * one of the `names` of a `refused` entry's module in its `folders` (the top-level ones unless it names its own),
 * but in the files of its `except`, each allowed for a reason said beside it.
 */
const noHttpInDomain = {
  meta: {
    type: 'problem',
    schema: [{
      type: 'object',
      properties: { folders: { type: 'array' }, fileNames: { type: 'array' }, refused: { type: 'array' } },
      additionalProperties: false,
    }],
  },
  create(context) {
    const { folders = [], fileNames = [], refused = [] } = context.options[0] ?? {};
    const root = context.cwd;
    const file = relative(root, context.filename);
    const entries = refused.filter((r) => within(file, zonePaths(r.folders ?? folders)) && !zonePaths(r.except ?? []).includes(file));
    const named = within(file, zonePaths(folders)) && fileNames.includes(file.split('/').pop());
    if (!named && entries.length === 0) return {};
    return {
      Program(node) {
        if (named) {
          context.report({ node, message: `A domain folder holds no ${file.split('/').pop()}: a route's params, query strings and bodies belong to the view that owns them (src/v2/<resource>/schemas.ts, or src/wire/bodies/ when another input writes them too).` });
        }
      },
      ImportDeclaration(node) {
        const source = node.source.value;
        if (typeof source !== 'string' || !source.startsWith('.')) return;
        const imported = relative(root, resolve(dirname(context.filename), source));
        for (const entry of entries) {
          if (!zonePaths(entry.modules).includes(imported)) continue;
          for (const specifier of node.specifiers) {
            const name = specifier.type === 'ImportSpecifier' ? (specifier.imported.name ?? specifier.imported.value) : null;
            if (name && entry.names.includes(name)) context.report({ node: specifier, message: `'${name}' ${entry.why}` });
          }
        }
      },
    };
  },
};

/** The folders below the views (the domain, and batches/, which runs over it). */
const BELOW_VIEWS = [...DOMAIN, './src/batches'];
const ROUTE_PART = "builds a route's params, query string or body: the domain takes typed values from the view, which declares its route (src/v2/<resource>/schemas.ts).";
/**
 * The folders whose refusals are data already (src/core/refusal.ts and each folder's refusals.ts): below the views,
 * and those whose checks the request edge or a view runs (auth/ and orgs/: who a request acts for; uploads/: a
 * document's form; import/: a source order). They may not build an API error with the constructors of
 * src/core/errors.ts either. The others follow as they are converted (issue 55).
 */
const REFUSING_AS_DATA = [
  './src/manifests', './src/batches', './src/money', './src/products', './src/contacts', './src/shipping', './src/auth', './src/orgs',
  './src/uploads', './src/import',
];
export const NO_HTTP_IN_DOMAIN = {
  folders: BELOW_VIEWS,
  fileNames: ['schemas.ts'],
  refused: [
    {
      modules: ['./src/core/schema.ts'], names: ['PathKey', 'UrlRef'], why: ROUTE_PART,
    },
    {
      modules: ['./src/core/paging.ts'], names: ['PagingQuery'], why: ROUTE_PART,
      // The order query language (filters, `q`, `order_by`): a batch's `query` and the exports are read with it too.
      except: ['./src/orders/reading/query/params.ts'],
    },
    { modules: ['./src/core/fields/index.ts', './src/core/fields/schema-properties.ts'], names: ['inputProperties'], why: ROUTE_PART },
    {
      modules: ['./src/core/errors.ts'], names: ['ApiError'], folders: [...BELOW_VIEWS, './src/payments', './src/db'],
      why: 'is an HTTP status and its words: the domain throws what it refuses as data (src/orders/writing/refusals.ts, src/orders/reading/query/refusals.ts, src/shipping/refusals.ts, src/money/ledger/refusals.ts, src/payments/refusals.ts), tells a refusal from a crash by its type, and each view words it (src/v2/index.ts wordRefusal, src/http/money-refusals.ts, src/http/shipping-refusals.ts).',
    },
    {
      modules: ['./src/core/errors.ts'], names: ['notFound', 'conflict', 'invalidField', 'invalidFields', 'forbidden'], folders: REFUSING_AS_DATA,
      why: 'words an API error: the domain throws what it refuses as data (its folder\'s refusals.ts, built from src/core/refusal.ts), and src/http/domain-refusals.ts words it for every view.',
    },
  ],
};

const boxline = { rules: { 'import-direction': importDirection, 'no-library-internals': noLibraryInternals, 'no-http-in-domain': noHttpInDomain } };

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-test/', 'data/', 'coverage/', 'test/lint/fixtures/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: { process: 'readonly', console: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', URL: 'readonly' },
    },
    rules: {
      // Test helpers and a few Fastify/JSON seams are typed loosely on purpose.
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { boxline },
    rules: { 'boxline/import-direction': ['error', { zones: IMPORT_ZONES }], 'boxline/no-http-in-domain': ['error', NO_HTTP_IN_DOMAIN] },
  },
  {
    // Public library APIs only, and no code built from strings (CONTRIBUTING.md, "Public library APIs only").
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    plugins: { boxline },
    rules: {
      'boxline/no-library-internals': ['error', LIBRARY_INTERNALS],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', {
        selector: "CallExpression > MemberExpression.callee[property.name='constructor']",
        message: 'No code built from strings: calling a constructor through `.constructor(...)` reaches Function from any function.',
      }],
      'no-restricted-imports': ['error', {
        paths: [
          { name: 'drizzle-orm', message: 'Write statements with src/core/sql.ts.' },
          { name: 'vm', message: 'No code built from strings.' },
          { name: 'node:vm', message: 'No code built from strings.' },
        ],
      }],
    },
  },
);
