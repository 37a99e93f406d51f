/** The field catalogue mechanism: describe a field once (spec.ts), derive schemas, columns and JSON from it. */
export * from './spec.ts';
export * from './schema-properties.ts';
export * from './columns.ts';
export * from './render.ts';
export * from './stamped-group.ts';
export * from './bind.ts';
export * from './problems.ts';
