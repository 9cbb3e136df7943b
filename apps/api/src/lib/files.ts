// Uploaded files (profile photos now; product and plan images next). With S3_BUCKET set they
// live in S3-compatible object storage (Amazon S3, MinIO, Cloudflare R2, Backblaze B2: AWS
// SDK v3), so every app process reads what any of them wrote and nothing is lost with a
// machine. Without it, under DATA_DIR/uploads on the local disk: the embedded default, for one
// process. Either way the files are served through the API with its access rules, never
// straight from the bucket.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { TEnv } from '../config/env.js';

export interface FileStore {
  /** Where the files are, for the start-up log ('local disk' or 's3://bucket/prefix'). */
  readonly where: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  close(): Promise<void>;
}

/** Keys are ours (photos/<member>-<random>.png): no dots or slashes that could leave the folder. */
const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9-]+\.[a-z]+$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key: ${key}`);
}

export class LocalFileStore implements FileStore {
  readonly where = 'local disk';
  constructor(private readonly dir: string) {}

  async put(key: string, bytes: Buffer) {
    checkKey(key);
    const file = path.join(this.dir, key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, bytes);
  }

  async get(key: string) {
    checkKey(key);
    return fs.readFile(path.join(this.dir, key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw err;
    });
  }

  async remove(key: string) {
    checkKey(key);
    await fs.rm(path.join(this.dir, key), { force: true });
  }

  async close() {}
}

export class S3FileStore implements FileStore {
  readonly where: string;
  private readonly client: S3Client;

  constructor(
    private readonly bucket: string,
    private readonly prefix: string,
    options: {
      region: string;
      endpoint?: string;
      forcePathStyle: boolean;
      accessKeyId?: string;
      secretAccessKey?: string;
    },
  ) {
    this.where = `s3://${bucket}/${prefix}`;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      // Without keys the SDK's own chain applies (an instance role, a pod identity, AWS_* variables).
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
    });
  }

  private objectKey(key: string) {
    checkKey(key);
    return `${this.prefix}${key}`;
  }

  async put(key: string, bytes: Buffer, contentType: string) {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        Body: bytes,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string) {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }),
      );
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw err;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }

  async close() {
    this.client.destroy();
  }
}

export function createFileStore(env: TEnv): FileStore {
  if (!env.S3_BUCKET) return new LocalFileStore(path.join(env.DATA_DIR, 'uploads'));
  return new S3FileStore(env.S3_BUCKET, env.S3_PREFIX ?? '', {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? Boolean(env.S3_ENDPOINT),
    accessKeyId: env.S3_ACCESS_KEY_ID,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY,
  });
}
