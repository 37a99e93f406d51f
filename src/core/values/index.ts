export * from './decimal.ts';
export * from './money.ts';
export * from './length.ts';
export * from './weight.ts';
export * from './datetime.ts';
export * from './url.ts';
