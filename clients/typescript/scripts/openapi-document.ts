/**
 * The v2 OpenAPI document the client is generated from, and the generated `schema.d.ts` text. The document is
 * the one the server serves at /api/v2/openapi.json; built here from the app itself (on an empty in-memory
 * embedded database, with the default configuration), so generating needs no running server, and `--from URL`
 * reads it from one instead (scripts/generate.ts).
 */
import { join } from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../../../src/app.ts';
import { loadConfig } from '../../../src/config.ts';
import { openDatabase } from '../../../src/db/database.ts';

/** From the repository's root, where `npm run client:generate` and `npm test` run (not beside a compiled copy). */
export const SCHEMA_FILE = join(process.cwd(), 'clients', 'typescript', 'src', 'schema.d.ts');

const HEADER = '// Generated from the Boxline v2 OpenAPI document by openapi-typescript: do not edit.\n' +
  '// Regenerate with `npm run client:generate` (clients/typescript/README.md).\n\n';

/** The document as the app serves it, built in-process. */
export async function appDocument(): Promise<Record<string, unknown>> {
  const db = await openDatabase({ databaseUrl: null, dataDir: null });
  const app = await buildApp({ config: loadConfig({}), db, logger: false });
  try {
    await app.ready();
    return app.swagger() as unknown as Record<string, unknown>;
  } finally {
    await app.close();
    await db.close();
  }
}

/** The text of schema.d.ts for a document. */
export async function schemaText(document: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(document as never, { alphabetize: true });
  return HEADER + astToString(ast);
}
