import { readFileSync } from 'node:fs';
import { prepareOrders } from '../../src/import/orders.ts';
const sources = JSON.parse(readFileSync(process.argv[2], 'utf8')) as Record<string, any>[];
const ctx = { org: { id: 1 }, source: 'bench', presets: new Map<string, number>(), notify: false };
for (let i = 0; i < 25; i++) await prepareOrders(ctx, sources);
