// `npm run lint` keeps HTTP out of the domain (boxline/no-http-in-domain in eslint.config.js): no domain folder
// holds a route's schemas.ts, no domain file imports what builds a route's params, query string or body, and none
// imports ApiError (an HTTP status and its words): what it refuses is data that the views word.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ESLint } from 'eslint';

const eslint = new ESLint();
/** The messages of boxline/no-http-in-domain for `code` as if it were the file `filePath`. */
async function domainErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'boxline/no-http-in-domain').map((m) => m.message);
}

describe('no HTTP in the domain (npm run lint)', () => {
  it('refuses a schemas.ts in a domain folder', async () => {
    for (const file of ['src/products/schemas.ts', 'src/orders/boxes/items/schemas.ts', 'src/money/wallet/schemas.ts', 'src/batches/schemas.ts']) {
      const errors = await domainErrors(file, "export const x = 1;\n");
      assert.equal(errors.length, 1, file);
      assert.match(errors[0], /holds no schemas\.ts/);
    }
  });

  it('refuses the builders of params, query strings and bodies in the domain', async () => {
    const refused: [string, string][] = [
      ['src/products/shape.ts', "import { PathKey } from '../core/schema.ts';\nexport const p = PathKey;\n"],
      ['src/contacts/addresses/shape.ts', "import { UrlRef } from '../../core/schema.ts';\nexport const u = UrlRef;\n"],
      ['src/shipping/accounts/shape.ts', "import { PagingQuery } from '../../core/paging.ts';\nexport const q = PagingQuery;\n"],
      ['src/webhooks/shape.ts', "import { outputProperties, inputProperties as i } from '../core/fields/index.ts';\nexport const x = [outputProperties, i];\n"],
      ['src/batches/shape.ts', "import { inputProperties } from '../core/fields/schema-properties.ts';\nexport const i = inputProperties;\n"],
    ];
    for (const [file, code] of refused) {
      const errors = await domainErrors(file, code);
      assert.equal(errors.length, 1, `${file}: ${code.split('\n')[0]}`);
      assert.match(errors[0], /builds a route's params, query string or body/);
    }
  });

  it('refuses ApiError in the domain, payments/ and db/', async () => {
    const refused: [string, string][] = [
      ['src/money/ledger/refill.ts', "import { ApiError } from '../../core/errors.ts';\nexport const e = ApiError;\n"],
      ['src/shipping/accounts/service.ts', "import { ApiError } from '../../core/errors.ts';\nexport const e = ApiError;\n"],
      // A folder not converted yet (REFUSING_AS_DATA) may still build its refusals with conflict, never with ApiError.
      ['src/packing/index.ts', "import { ApiError, conflict } from '../core/errors.ts';\nexport const e = [ApiError, conflict];\n"],
      ['src/batches/labels.ts', "import { type ApiError } from '../core/errors.ts';\nexport type E = ApiError;\n"],
      ['src/payments/intents.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"],
      ['src/db/errors.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"],
      // Once excepted: they tell a refusal from a crash by its type now (LedgerRefusal, PaymentRefusal, OrderRefusal,
      // OrderQueryRefusal), never by its being an ApiError.
      ['src/payments/charge.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"],
      ['src/payments/recovery.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"],
      ['src/shipping/labels/complete.ts', "import { ApiError } from '../../core/errors.ts';\nexport const e = ApiError;\n"],
      ['src/batches/create.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"],
    ];
    for (const [file, code] of refused) {
      const errors = await domainErrors(file, code);
      assert.equal(errors.length, 1, `${file}: ${code.split('\n')[0]}`);
      assert.match(errors[0], /'ApiError' is an HTTP status and its words/);
    }
    assert.deepEqual(await domainErrors('src/http/money-refusals.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"), []);
    assert.deepEqual(await domainErrors('src/http/db-errors.ts', "import { ApiError } from '../core/errors.ts';\nexport const e = ApiError;\n"), []);
  });

  it('refuses the API error constructors in the folders whose refusals are data', async () => {
    const refused: [string, string][] = [
      ['src/manifests/close.ts', "import { conflict, invalidField } from '../core/errors.ts';\nexport const e = [conflict, invalidField];\n"],
      ['src/manifests/carrier-close.ts', "import { notFound } from '../core/errors.ts';\nexport const e = notFound;\n"],
      ['src/manifests/refusals.ts', "import { invalidFields, forbidden } from '../core/errors.ts';\nexport const e = [invalidFields, forbidden];\n"],
      ['src/batches/create.ts', "import { conflict, invalidField, invalidFields } from '../core/errors.ts';\nexport const e = [conflict, invalidField, invalidFields];\n"],
      ['src/batches/retry.ts', "import { notFound } from '../core/errors.ts';\nexport const e = notFound;\n"],
      ['src/money/wallet/service.ts', "import { invalidFields, notFound } from '../../core/errors.ts';\nexport const e = [invalidFields, notFound];\n"],
      ['src/money/ledger/amount.ts', "import { invalidField } from '../../core/errors.ts';\nexport const e = invalidField;\n"],
      ['src/products/service.ts', "import { invalidFields } from '../core/errors.ts';\nexport const e = invalidFields;\n"],
      ['src/contacts/service.ts', "import { invalidField, invalidFields } from '../core/errors.ts';\nexport const e = [invalidField, invalidFields];\n"],
      ['src/contacts/addresses/service.ts', "import { notFound } from '../../core/errors.ts';\nexport const e = notFound;\n"],
      ['src/shipping/pack/station.ts', "import { conflict, invalidField, notFound } from '../../core/errors.ts';\nexport const e = [conflict, invalidField, notFound];\n"],
      ['src/shipping/accounts/service.ts', "import { invalidFields } from '../../core/errors.ts';\nexport const e = invalidFields;\n"],
      ['src/auth/org.ts', "import { notFound } from '../core/errors.ts';\nexport const e = notFound;\n"],
      ['src/auth/subaccount.ts', "import { forbidden, notFound } from '../core/errors.ts';\nexport const e = [forbidden, notFound];\n"],
      ['src/orgs/members.ts', "import { forbidden } from '../core/errors.ts';\nexport const e = forbidden;\n"],
      ['src/uploads/document-form.ts', "import { invalidField, invalidFields } from '../core/errors.ts';\nexport const e = [invalidField, invalidFields];\n"],
      ['src/import/orders.ts', "import { invalidFields } from '../core/errors.ts';\nexport const e = invalidFields;\n"],
    ];
    for (const [file, code] of refused) {
      const errors = await domainErrors(file, code);
      const names = code.slice(code.indexOf('{') + 1, code.indexOf('}')).split(',').map((n) => n.trim());
      assert.equal(errors.length, names.length, `${file}: ${code.split('\n')[0]}`);
      for (const [i, name] of names.entries()) assert.match(errors[i], new RegExp(`^'${name}' words an API error`));
    }
    // What a folder refuses as data it builds from src/core/refusal.ts; the views word it.
    assert.deepEqual(await domainErrors('src/manifests/close.ts', "import { invalidOne } from '../core/refusal.ts';\nexport const e = invalidOne;\n"), []);
    assert.deepEqual(await domainErrors('src/http/manifest-refusals.ts', "import { conflict } from '../core/errors.ts';\nexport const e = conflict;\n"), []);
    assert.deepEqual(await domainErrors('src/v2/manifests/create.ts', "import { invalidField } from '../../core/errors.ts';\nexport const e = invalidField;\n"), []);
  });

  it('allows them in the views and the wire, and the domain its answers', async () => {
    assert.deepEqual(await domainErrors('src/v2/products/schemas.ts', "import { PathKey } from '../../core/schema.ts';\nimport { PagingQuery } from '../../core/paging.ts';\nexport const x = [PathKey, PagingQuery];\n"), []);
    assert.deepEqual(await domainErrors('src/wire/bodies/products.ts', "import { inputProperties } from '../../core/fields/index.ts';\nexport const i = inputProperties;\n"), []);
    assert.deepEqual(await domainErrors('src/products/shape.ts', "import { outputProperties } from '../core/fields/index.ts';\nimport { DateTime } from '../core/schema.ts';\nimport { listSchema } from '../core/paging.ts';\nexport const x = [outputProperties, DateTime, listSchema];\n"), []);
  });
});
