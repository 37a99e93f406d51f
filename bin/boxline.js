#!/usr/bin/env node
// The `boxline` command: the JavaScript that `npm run build` compiles from src/ into dist/ (`npm install` and
// `npm ci` build it). No TypeScript is compiled per call.
import { distState } from '../scripts/dist-state.mjs';

const state = distState();
if (state === 'missing') {
  console.error('boxline: dist/ is missing (the compiled CLI and server): run `npm run build`');
  process.exit(1);
}
if (state === 'stale') console.error('boxline: src/ changed since dist/ was built, running the old build: run `npm run build`');
process.setSourceMapsEnabled(true);
await import('../dist/cli.js');
