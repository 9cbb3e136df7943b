// Both file stores keep, give back and forget a file the same way; the S3 one against a real
// S3 server (s3rver). Keys that could leave the folder are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.js';
import { createFileStore, LocalFileStore, S3FileStore, type FileStore } from './files.js';
import { loadEnv } from '../config/env.js';

let s3: TestS3;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-files-'));
const stores: Record<string, FileStore> = {};

beforeAll(async () => {
  s3 = await startTestS3();
  stores.local = createFileStore(loadEnv({ NODE_ENV: 'test', DATA_DIR: dir }));
  stores.s3 = createFileStore(loadEnv({ NODE_ENV: 'test', DATA_DIR: dir, ...s3.env }));
});
afterAll(async () => {
  await Promise.all(Object.values(stores).map((s) => s.close()));
  await s3?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe.each(['local', 's3'])('the %s file store', (kind) => {
  it('is the store the settings ask for, and answers', async () => {
    expect(stores[kind]).toBeInstanceOf(kind === 'local' ? LocalFileStore : S3FileStore);
    expect(stores[kind]!.where).toBe(
      kind === 'local' ? `local disk: ${path.join(dir, 'uploads')}` : 's3://courtside-test/association/',
    );
    await expect(stores[kind]!.check()).resolves.toBeUndefined();
  });

  it('keeps a file, gives it back, and forgets it', async () => {
    const store = stores[kind]!;
    const bytes = Buffer.from([1, 2, 3, 250]);
    expect(await store.get('photos/7-abc.png')).toBeNull();
    await store.put('photos/7-abc.png', bytes, 'image/png');
    expect(await store.get('photos/7-abc.png')).toEqual(bytes);
    await store.remove('photos/7-abc.png');
    expect(await store.get('photos/7-abc.png')).toBeNull();
  });

  it('refuses a key that could leave its folder', async () => {
    for (const key of ['../etc/passwd', 'photos/../../x.png', '/photos/x.png', 'photos/a/b.png'])
      await expect(stores[kind]!.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Unsafe file key');
  });
});
