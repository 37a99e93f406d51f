import { describe, before, after } from 'node:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createStorage, type Storage } from '../../src/storage/index.ts';
import { storageContract } from './contract.ts';

describe('disk storage', () => {
  let dir: string;
  let storage: Storage;
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'boxline-disk-'));
    storage = await createStorage({ kind: 'disk', dataDir: dir, s3: null });
  });
  after(() => rmSync(dir, { recursive: true, force: true }));
  storageContract(() => storage);
});
