import { checkFeatureCollection } from '@carbon/domain';
import { startTsWorker } from '../../platform/ts-worker.js';

/** What the check of an uploaded GeoJSON found: its feature count, or why it is refused (`display.geojson.<reason>`). */
export type GeoCheck = { ok: true; features: number } | { ok: false; reason: string; params?: Record<string, string | number> | undefined };

const ENTRY = new URL('./geojson-worker.ts', import.meta.url);
/**
 * Texts from this size on are checked on a worker thread: JSON.parse and the feature checks of a 20 MB
 * file hold a thread for seconds, while a thread's start costs about a second on a busy machine, more
 * than checking a small file where it is.
 */
export const GEO_OFF_THREAD_CHARS = 512 * 1024;

/** Parses an uploaded GeoJSON's text (a BOM allowed) and checks it with the domain's `checkFeatureCollection`. */
export function checkGeoText(text: string): GeoCheck {
  let doc: unknown;
  try {
    doc = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    return { ok: false, reason: 'notJson' };
  }
  const checked = checkFeatureCollection(doc as Parameters<typeof checkFeatureCollection>[0]);
  return checked.ok
    ? { ok: true, features: checked.features }
    : { ok: false, reason: checked.problem.reason, params: checked.problem.params };
}

/**
 * Checks an uploaded GeoJSON without holding the event loop: a large text on a worker thread
 * (geojson-worker.ts, one per upload: base maps are uploaded rarely, by administrators), a small one here.
 */
export function checkGeoJsonOffLoop(text: string, offThreadFrom = GEO_OFF_THREAD_CHARS): Promise<GeoCheck> {
  if (text.length < offThreadFrom) return Promise.resolve(checkGeoText(text));
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(ENTRY, { workerData: text });
    let done = false;
    worker.once('message', (m: GeoCheck) => {
      done = true;
      resolve(m);
      void worker.terminate();
    });
    worker.once('error', (e) => {
      done = true;
      reject(e);
    });
    worker.once('exit', (code) => {
      if (!done) reject(new Error(`GeoJSON check worker exited with code ${code}`));
    });
  });
}
