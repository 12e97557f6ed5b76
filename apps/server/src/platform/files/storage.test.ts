import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import S3rver from 's3rver';
import { ConfigError, loadConfig } from '../config.js';
import {
  assertValidKey,
  createFileStorage,
  createLocalStorage,
  createS3Storage,
  FileNotFoundError,
  newStorageKey,
  type FileStorage,
} from './storage.js';

const text = async (r: Readable) => Buffer.concat(await r.toArray()).toString('utf8');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'cs-files-'));

/** What every storage must do, the local directory and S3 alike. */
function behaves(name: string, make: () => FileStorage) {
  describe(`${name} storage`, () => {
    it('stores buffers and streams, reads them back, replaces, deletes; a missing key is FileNotFoundError', async () => {
      const s = make();
      const key = newStorageKey('inventory', 'pdf', new Date('2026-11-26T00:00:00Z'));
      expect(key).toMatch(/^inventory\/2026\/11\/[0-9a-f-]{36}\.pdf$/);
      await s.put(key, Buffer.from('first'));
      expect(await text(await s.get(key))).toBe('first');
      await s.put(key, Readable.from([Buffer.from('sec'), Buffer.from('ond')]));
      expect(await text(await s.get(key))).toBe('second');
      const big = Buffer.alloc(3 * 1024 * 1024, 7);
      await s.put('big/one.bin', big);
      expect(Buffer.concat(await (await s.get('big/one.bin')).toArray()).equals(big)).toBe(true);
      await s.delete(key);
      await expect(s.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await s.delete(key); // deleting twice is fine
    });

    it('refuses keys that could leave the storage root', async () => {
      const s = make();
      for (const bad of ['../x', 'a/../../x', '/etc/passwd', 'a//b', '.hidden', 'a/./b', 'a\\b', '', 'a b', `${'a'.repeat(513)}`]) {
        await expect(s.put(bad, Buffer.from('x')), bad).rejects.toThrow(/invalid storage key/);
        await expect(s.get(bad), bad).rejects.toThrow(/invalid storage key/);
        await expect(s.delete(bad), bad).rejects.toThrow(/invalid storage key/);
      }
    });
  });
}

describe('the local storage', () => {
  const root = path.join(tmp(), 'attachments');
  behaves('local', () => createLocalStorage(root));

  it('writes files 0600 under directories 0700, inside its root only', async () => {
    const s = createLocalStorage(root);
    await s.put('perm/check.txt', Buffer.from('x'));
    expect(fs.statSync(path.join(root, 'perm/check.txt')).mode & 0o777).toBe(0o600);
    expect(fs.statSync(path.join(root, 'perm')).mode & 0o777).toBe(0o700);
    // no temporary file is left behind
    expect(fs.readdirSync(path.join(root, 'perm'))).toEqual(['check.txt']);
    expect(() => assertValidKey('x/../../outside')).toThrow();
  });

  it('is the default: DATA_DIR/attachments when no S3_* is set', async () => {
    const dataDir = tmp();
    const config = loadConfig({ DATA_DIR: dataDir }, []);
    expect(config.s3).toBeUndefined();
    await createFileStorage(config).put('d/x.txt', Buffer.from('y'));
    expect(fs.readFileSync(path.join(dataDir, 'attachments/d/x.txt'), 'utf8')).toBe('y');
  });
});

describe('S3 settings', () => {
  it('are all four of endpoint, bucket and keys, or none; region and path style have defaults', () => {
    const all = { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'b', S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' };
    expect(loadConfig(all, []).s3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'b',
      accessKeyId: 'k',
      secretAccessKey: 's',
      region: 'us-east-1',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...all, S3_REGION: 'cn-north-1', S3_FORCE_PATH_STYLE: '0' }, []).s3).toMatchObject({
      region: 'cn-north-1',
      forcePathStyle: false,
    });
    expect(() => loadConfig({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' }, [])).toThrow(ConfigError);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://x', S3_BUCKET: 'b' }, [])).toThrow(/missing: S3_ACCESS_KEY, S3_SECRET_KEY/);
    expect(() => loadConfig({ ...all, S3_ENDPOINT: 'not a url' }, [])).toThrow(/S3_ENDPOINT must be a URL/);
  });
});

// An in-process S3-compatible server (s3rver) speaking the S3 REST API with SigV4, on a free port.
describe('the S3-compatible storage, against s3rver', () => {
  const dir = tmp();
  let server: S3rver;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({
      port: 0,
      address: '127.0.0.1',
      silent: true,
      directory: dir,
      configureBuckets: [{ name: 'attachments', configs: [] }],
    });
    const { port } = (await server.run()) as { port: number };
    endpoint = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server.close();
  });
  const settings = () => ({
    endpoint,
    bucket: 'attachments',
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    region: 'us-east-1',
    forcePathStyle: true,
  });
  behaves('S3', () => createS3Storage(settings()));

  it('is chosen when S3_* is set, and stores the object in the bucket', async () => {
    const config = loadConfig(
      { DATA_DIR: tmp(), S3_ENDPOINT: endpoint, S3_BUCKET: 'attachments', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
      [],
    );
    const s = createFileStorage(config);
    await s.put('chosen/by-config.txt', Buffer.from('in the bucket'));
    // the object is on the S3 server (s3rver keeps it under its directory), not under DATA_DIR
    expect(fs.existsSync(path.join(config.dataDir, 'attachments'))).toBe(false);
    const res = await fetch(`${endpoint}/attachments/chosen/by-config.txt`);
    expect(await res.text()).toBe('in the bucket');
    expect(await text(await s.get('chosen/by-config.txt'))).toBe('in the bucket');
  });

  it('reports a server error (a bucket that does not exist) instead of losing the file silently', async () => {
    const s = createS3Storage({ ...settings(), bucket: 'no-such-bucket' });
    await expect(s.put('x/y.txt', Buffer.from('z'))).rejects.toThrow(/bucket/i);
  });
});
