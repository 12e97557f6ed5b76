import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import crypto from 'node:crypto';

/**
 * Where uploaded files (attachments) live: one small interface, a local directory by
 * default (DATA_DIR/attachments) and S3-compatible storage when S3_* is configured.
 * Keys are chosen by the server (e.g. `inventory/2026/11/<uuid>.pdf`), never by a client.
 */
export type FileStorage = {
  put(key: string, body: Buffer | Readable): Promise<void>;
  /** The stored bytes; a missing key rejects with FileNotFoundError. */
  get(key: string): Promise<Readable>;
  /** Removes the object; a missing key is not an error. */
  delete(key: string): Promise<void>;
};

export type S3Settings = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
};
export type StorageConfig = { dataDir: string; s3: S3Settings | undefined };

export class FileNotFoundError extends Error {
  override name = 'FileNotFoundError';
  constructor(readonly key: string) {
    super(`no stored file ${key}`);
  }
}

/** One segment of a key: letters, digits, '-', '_' and '.', not starting with a dot. */
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/**
 * Refuses a key that could leave the storage root: segments separated by '/' (no empty, '.'
 * or '..' segment, no leading slash or backslash), at most 512 characters.
 */
export function assertValidKey(key: string): void {
  const ok = typeof key === 'string' && key.length > 0 && key.length <= 512 && key.split('/').every((seg) => SEGMENT.test(seg));
  if (!ok) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
}

/** A fresh server-chosen key under a prefix: `<prefix>/<yyyy>/<mm>/<uuid>.<ext>`. */
export function newStorageKey(prefix: string, ext: string, at: Date = new Date()): string {
  const safeExt = ext.toLowerCase().replace(/[^a-z0-9]/g, '');
  const key = `${prefix}/${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}/${crypto.randomUUID()}${safeExt ? `.${safeExt}` : ''}`;
  assertValidKey(key);
  return key;
}

/** Files under `root` (created 0700), each written 0600 through a temporary file and a rename. */
export function createLocalStorage(root: string): FileStorage {
  const resolvedRoot = path.resolve(root);
  const full = (key: string) => {
    assertValidKey(key);
    const p = path.resolve(resolvedRoot, ...key.split('/'));
    if (!p.startsWith(resolvedRoot + path.sep)) throw new Error(`invalid storage key: ${JSON.stringify(key)}`);
    return p;
  };
  return {
    async put(key, body) {
      const target = full(key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 });
      const tmp = `${target}.${crypto.randomUUID()}.part`;
      try {
        const out = fs.createWriteStream(tmp, { mode: 0o600, flags: 'wx' });
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, out);
        await fs.promises.rename(tmp, target);
      } catch (e) {
        await fs.promises.rm(tmp, { force: true });
        throw e;
      }
    },
    async get(key) {
      const target = full(key);
      try {
        const handle = await fs.promises.open(target, 'r');
        return handle.createReadStream();
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') throw new FileNotFoundError(key);
        throw e;
      }
    },
    async delete(key) {
      await fs.promises.rm(full(key), { force: true });
    },
  };
}

/**
 * S3-compatible storage (AWS S3, MinIO, Ceph…), with the AWS SDK imported on first use so a
 * local installation never loads it.
 */
export function createS3Storage(s3: S3Settings): FileStorage {
  type Sdk = typeof import('@aws-sdk/client-s3');
  let ready: Promise<{ sdk: Sdk; client: InstanceType<Sdk['S3Client']> }> | undefined;
  const load = () =>
    (ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: s3.endpoint,
        region: s3.region,
        forcePathStyle: s3.forcePathStyle,
        credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey },
      }),
    })));
  return {
    async put(key, body) {
      assertValidKey(key);
      const { sdk, client } = await load();
      // A stream of unknown length is collected first: PutObject needs the length (files are at most 50 MB).
      const bytes = Buffer.isBuffer(body) ? body : Buffer.concat(await body.toArray());
      await client.send(new sdk.PutObjectCommand({ Bucket: s3.bucket, Key: key, Body: bytes, ContentLength: bytes.length }));
    },
    async get(key) {
      assertValidKey(key);
      const { sdk, client } = await load();
      try {
        const res = await client.send(new sdk.GetObjectCommand({ Bucket: s3.bucket, Key: key }));
        return res.Body as Readable;
      } catch (e) {
        const name = (e as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') throw new FileNotFoundError(key);
        throw e;
      }
    },
    async delete(key) {
      assertValidKey(key);
      const { sdk, client } = await load();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: s3.bucket, Key: key }));
    },
  };
}

/** The configured storage: S3-compatible when S3_* is set, else DATA_DIR/attachments. */
export function createFileStorage(config: StorageConfig): FileStorage {
  return config.s3 ? createS3Storage(config.s3) : createLocalStorage(path.join(config.dataDir, 'attachments'));
}
