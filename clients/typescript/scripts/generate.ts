/**
 * Writes src/schema.d.ts from the v2 OpenAPI document: `npm run client:generate` (from the repository root) builds
 * the document from the app itself; `-- --from http://127.0.0.1:8080` reads it from a running server instead.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { appDocument, schemaText, SCHEMA_FILE } from './openapi-document.ts';

const { values } = parseArgs({ options: { from: { type: 'string' } } });
const document = values.from
  ? (await (await fetch(new URL('/api/v2/openapi.json', values.from))).json()) as Record<string, unknown>
  : await appDocument();
writeFileSync(SCHEMA_FILE, await schemaText(document));
console.log(`wrote ${SCHEMA_FILE}`);
