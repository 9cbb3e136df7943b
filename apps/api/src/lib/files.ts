// Uploaded files (profile photos now; product and plan images next). With S3_BUCKET set they
// live in S3-compatible object storage (Amazon S3, MinIO, Cloudflare R2, Backblaze B2: AWS
// SDK v3), so every app process reads what any of them wrote and nothing is lost with a
// machine. Without it, under DATA_DIR/uploads on the local disk: the embedded default, for one
// process. Either way the files are served through the API with its access rules, never
// straight from the bucket.
// Storage that does not answer (S3 down or refusing our keys, a full or read-only disk) is not
// the database: it answers 503 storage_unavailable, and /readyz reports it (modules/health).
import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { TEnv } from '../config/env.js';
import { AppError } from './app-error.js';

export interface FileStore {
  /** Where the files are, for the start-up log ('local disk: /data/uploads' or 's3://bucket/prefix'). */
  readonly where: string;
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  /** Resolves when the storage answers and takes files; throws storage_unavailable when not. */
  check(): Promise<void>;
  close(): Promise<void>;
}

export const STORAGE_UNAVAILABLE_MESSAGE =
  'Files cannot be stored or read right now. Please try again in a few minutes.';

/** The 503 answered when the storage fails; the storage's own error is kept as its cause for the log. */
export function storageUnavailable(cause: unknown): AppError {
  const err = new AppError('storage_unavailable', STORAGE_UNAVAILABLE_MESSAGE);
  err.cause = cause;
  return err;
}

/** How long the S3 client waits to connect, and for an answer, before it gives up (its own retries apart). */
const S3_CONNECT_TIMEOUT_MS = 3_000;
const S3_REQUEST_TIMEOUT_MS = 30_000;

/** Keys are ours (photos/<member>-<random>.png): no dots or slashes that could leave the folder. */
const SAFE_KEY = /^[a-z]+\/[A-Za-z0-9-]+\.[a-z]+$/;
function checkKey(key: string) {
  if (!SAFE_KEY.test(key)) throw new Error(`Unsafe file key: ${key}`);
}

export class LocalFileStore implements FileStore {
  readonly where: string;
  constructor(private readonly dir: string) {
    this.where = `local disk: ${dir}`;
  }

  async put(key: string, bytes: Buffer) {
    checkKey(key);
    const file = path.join(this.dir, key);
    try {
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, bytes);
    } catch (err) {
      throw storageUnavailable(err);
    }
  }

  async get(key: string) {
    checkKey(key);
    return fs.readFile(path.join(this.dir, key)).catch((err: NodeJS.ErrnoException) => {
      if (err.code === 'ENOENT') return null;
      throw storageUnavailable(err);
    });
  }

  async remove(key: string) {
    checkKey(key);
    await fs.rm(path.join(this.dir, key), { force: true }).catch((err: unknown) => {
      throw storageUnavailable(err);
    });
  }

  async check() {
    try {
      await fs.mkdir(this.dir, { recursive: true });
      await fs.access(this.dir, constants.R_OK | constants.W_OK);
    } catch (err) {
      throw storageUnavailable(err);
    }
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
      // Storage that hangs fails the upload in seconds instead of holding the request.
      requestHandler: { connectionTimeout: S3_CONNECT_TIMEOUT_MS, requestTimeout: S3_REQUEST_TIMEOUT_MS },
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
    const Key = this.objectKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({ Bucket: this.bucket, Key, Body: bytes, ContentType: contentType }),
      );
    } catch (err) {
      throw storageUnavailable(err);
    }
  }

  async get(key: string) {
    const Key = this.objectKey(key);
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key }));
      return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : null;
    } catch (err) {
      if (err instanceof NoSuchKey) return null;
      throw storageUnavailable(err);
    }
  }

  async remove(key: string) {
    const Key = this.objectKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }));
    } catch (err) {
      throw storageUnavailable(err);
    }
  }

  async check() {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
    } catch (err) {
      throw storageUnavailable(err);
    }
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
