import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type BodyEncoding = 'br' | 'gzip' | 'identity';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The envelope text up to its `data`, as JSON.stringify writes `{…, "data": null}`. */
const DATA_NULL_END = 'null}';

/** Bodies from this size up are compressed a second time, smaller (see `body`). */
const RECOMPRESS_FROM_BYTES = 64 * 1024;

/**
 * A value served many times between two changes (the organisation tree: 1.5 MB of JSON for
 * 10,000 organisations), kept serialised, and compressed once per envelope and encoding,
 * off the event loop; the response carries exactly the bytes JSON.stringify would.
 */
export class PreparedJson {
  readonly json: string;
  private readonly bodies = new Map<string, Promise<Buffer>>();

  constructor(value: unknown) {
    this.json = JSON.stringify(value);
  }

  /**
   * The envelope `head` (its JSON with `"data":null` last) around this value, in `encoding`.
   * Brotli is made fast first (quality 5, a few ms for the 1.5 MB tree), then once more at
   * quality 10 on the thread pool (about 15% smaller, half a second), which later responses use.
   */
  body(head: string, encoding: BodyEncoding): Promise<Buffer> {
    const key = `${encoding}\n${head}`;
    let body = this.bodies.get(key);
    if (!body) {
      if (!head.endsWith(DATA_NULL_END)) throw new Error('the envelope must end with "data":null');
      const plain = Buffer.from(head.slice(0, -DATA_NULL_END.length) + this.json + '}');
      const first = encoding === 'br' ? brotliAt(plain, 5) : encoding === 'gzip' ? gzip(plain) : Promise.resolve(plain);
      this.bodies.set(key, (body = first));
      first
        .then(
          async (fast) => {
            if (encoding !== 'br' || plain.length < RECOMPRESS_FROM_BYTES) return;
            const small = await brotliAt(plain, 10);
            if (small.length < fast.length && this.bodies.get(key) === first) this.bodies.set(key, Promise.resolve(small));
          },
          () => void this.bodies.delete(key),
        )
        .catch(() => undefined); // the quality-5 body stays
    }
    return body;
  }
}

function brotliAt(data: Buffer, quality: number): Promise<Buffer> {
  return brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
}

const registry = new WeakMap<object, PreparedJson>();

/**
 * Marks `value` (frozen, so it stays what was serialised) to be sent from its prepared
 * form whenever a handler returns it as the envelope's data (platform/http/compression.ts).
 * Callers that are not HTTP responses see the value itself.
 */
export function prepared<T extends object>(value: T): T {
  registry.set(deepFreeze(value), new PreparedJson(value));
  return value;
}

/** The prepared form of a value returned by `prepared`, if it is one. */
export function preparedOf(value: unknown): PreparedJson | undefined {
  return typeof value === 'object' && value !== null ? registry.get(value) : undefined;
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
