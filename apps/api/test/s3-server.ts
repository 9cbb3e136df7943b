// A real S3 server for the tests (s3rver, an S3 API written for Node and shipped on npm): files
// in a temporary folder, one bucket, the fixed S3RVER keys it accepts.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3 {
  /** The settings an app process needs to use it. */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export async function startTestS3(bucket = 'courtside-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'courtside-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const address = await server.run();
  return {
    env: {
      S3_BUCKET: bucket,
      S3_PREFIX: 'association/',
      S3_ENDPOINT: `http://127.0.0.1:${address.port}`,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async stop() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
