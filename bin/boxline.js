#!/usr/bin/env node
// The `boxline` command. TypeScript runs through tsx, so a checkout works right after `npm ci`.
import { register } from 'tsx/esm/api';

register();
await import('../src/cli.ts');
