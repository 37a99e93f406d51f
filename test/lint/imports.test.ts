// `npm run lint` refuses imports that point up (the boxline/import-direction zones in eslint.config.js)
// and folders that import each other (scripts/check-imports.mjs), and passes the code base as it is.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { ESLint } from 'eslint';

const eslint = new ESLint();
/** The import-boundary messages eslint gives `code` as if it were the file `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boxline/import-direction').map((m) => m.message);
}

const checkImports = (root?: string) =>
  spawnSync(process.execPath, ['scripts/check-imports.mjs', ...(root ? [root] : [])], { encoding: 'utf8' });

describe('import direction (npm run lint)', () => {
  it('refuses upward imports', async () => {
    const upward: [string, string][] = [
      ['src/core/upward.ts', "import { dbFailureOf } from '../db/errors.ts';\nexport const t = dbFailureOf;\n"],
      ['src/core/upward.ts', "import { verifyToken } from '../auth/authenticate.ts';\nexport const v = verifyToken;\n"],
      ['src/core/upward.ts', "import { registerGuard } from '../http/guard.ts';\nexport const g = registerGuard;\n"],
      ['src/db/upward.ts', "import { ORDER_FIELDS } from '../catalogue/order.ts';\nexport const f = ORDER_FIELDS;\n"],
      ['src/events/upward.ts', "import { renderV1Orders } from '../v1/orders/records.ts';\nexport const u = renderV1Orders;\n"],
      ['src/http/upward.ts', "import routes from '../v1/index.ts';\nexport const r = routes;\n"],
      ['src/v2/orders/upward.ts', "import { registerGuard } from '../../http/guard.ts';\nexport const g = registerGuard;\n"],
      ['src/orgs/upward.ts', "import { renderOrders } from '../orders/reading/render.ts';\nexport const r = renderOrders;\n"],
      ['src/auth/upward.ts', "import { memberRole } from '../orgs/members.ts';\nexport const m = memberRole;\n"],
      // The views (v1/, v2/, console/) import the domain, never each other; nothing but app.ts imports v2/.
      ['src/v1/orders/sideways.ts', "import create from '../../v2/orders/create.ts';\nexport const c = create;\n"],
      ['src/v2/orders/sideways.ts', "import { renderV1Orders } from '../../v1/orders/records.ts';\nexport const r = renderV1Orders;\n"],
      ['src/console/sideways.ts', "import { renderV1Orders } from '../v1/orders/records.ts';\nexport const r = renderV1Orders;\n"],
      ['src/orders/upward.ts', "import { renderV1Orders } from '../v1/orders/records.ts';\nexport const r = renderV1Orders;\n"],
      // The order domain takes typed values; a view's spelling is parsed above it (src/wire/), which lies below the views.
      ['src/orders/writing/upward.ts', "import { V2_SPELLING } from '../../wire/values.ts';\nexport const s = V2_SPELLING;\n"],
      ['src/products/upward.ts', "import { parseValues } from '../wire/values.ts';\nexport const p = parseValues;\n"],
      ['src/wire/upward.ts', "import { V1_SPELLING } from '../v1/orders/values.ts';\nexport const s = V1_SPELLING;\n"],
      ['src/wire/upward.ts', "import { orderChangeOf } from '../v2/orders/from-json.ts';\nexport const o = orderChangeOf;\n"],
      ['src/seed/upward.ts', "import create from '../v2/orders/create.ts';\nexport const c = create;\n"],
      ['src/import/upward.ts', "import create from '../v2/contacts/create.ts';\nexport const c = create;\n"],
      ['src/workers.ts', "import list from './v2/orders/list.ts';\nexport const l = list;\n"],
      ['src/workers.ts', "import { v1Uri } from './v1/shape.ts';\nexport const u = v1Uri;\n"],
      ['src/commands/upward.ts', "import { consoleContext } from '../console/session/context.ts';\nexport const c = consoleContext;\n"],
      // Nothing below the views imports v1/ or console/, whichever folder or file of src/ it is.
      ['src/batches/upward.ts', "import { consoleContext } from '../console/session/context.ts';\nexport const c = consoleContext;\n"],
      ['src/uploads/upward.ts', "import { renderV1Orders } from '../v1/orders/records.ts';\nexport const r = renderV1Orders;\n"],
      ['src/cli.ts', "import { v1Uri } from './v1/shape.ts';\nexport const u = v1Uri;\n"],
      // Reading orders never needs the writer.
      ['src/orders/reading/upward.ts', "import { applyOrderCommands } from '../writing/apply.ts';\nexport const a = applyOrderCommands;\n"],
    ];
    for (const [file, code] of upward) {
      // Zones may overlap (the domain's and the one keeping every folder off v1/): one error or more.
      const errors = await boundaryErrors(file, code);
      assert.ok(errors.length >= 1, `${file}: ${code.split('\n')[0]}`);
    }
  });

  it('allows imports that point down', async () => {
    assert.deepEqual(await boundaryErrors('src/v2/orders/down.ts', "import { encodeId } from '../../core/ids.ts';\nimport { emitEvent } from '../../events/emit.ts';\nexport const x = [encodeId, emitEvent];\n"), []);
    assert.deepEqual(await boundaryErrors('src/v1/orders/down.ts', "import { changeOrders } from '../../orders/writing/change-orders.ts';\nexport const c = changeOrders;\n"), []);
    assert.deepEqual(await boundaryErrors('src/orders/writing/down.ts', "import { selectOrders } from '../reading/queries.ts';\nexport const s = selectOrders;\n"), []);
    assert.deepEqual(await boundaryErrors('src/v1/orders/down.ts', "import { parseValue } from '../../wire/values.ts';\nexport const p = parseValue;\n"), []);
    assert.deepEqual(await boundaryErrors('src/import/down.ts', "import { parseValues } from '../wire/values.ts';\nexport const p = parseValues;\n"), []);
    assert.deepEqual(await boundaryErrors('src/app.ts', "import routes from './v2/index.ts';\nexport const r = routes;\n"), []);
    assert.deepEqual(await boundaryErrors('src/http/down.ts', "import { verifyToken } from '../auth/authenticate.ts';\nimport { dbFailureOf } from '../db/errors.ts';\nexport const x = [verifyToken, dbFailureOf];\n"), []);
  });

  it('refuses folders that import each other, naming the imports', () => {
    const res = checkImports('test/lint/fixtures/loop');
    assert.equal(res.status, 1, res.stdout + res.stderr);
    assert.match(res.stderr, /these folders import each other: a, b, c/);
    assert.match(res.stderr, /b -> a: test\/lint\/fixtures\/loop\/b\/index\.ts imports \.\.\/a\/index\.ts/);
    assert.equal(checkImports('test/lint/fixtures/loop/a').status, 0, 'one folder alone has no loop');
  });

  it('finds no folders importing each other in src/', () => {
    const res = checkImports();
    assert.equal(res.status, 0, res.stderr);
  });
});
