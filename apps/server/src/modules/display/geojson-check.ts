import { startTsWorker } from '../../platform/ts-worker.js';

/** What the check of an uploaded GeoJSON found: its feature count, or why it is refused (`display.geojson.<reason>`). */
export type GeoCheck = { ok: true; features: number } | { ok: false; reason: string; params?: Record<string, string | number> | undefined };

const ENTRY = new URL('./geojson-worker.ts', import.meta.url);

/**
 * Parses and checks an uploaded GeoJSON's text on a worker thread (geojson-worker.ts): JSON.parse and
 * the feature checks of a 20 MB file take seconds, during which the event loop would answer nothing.
 * One thread per upload (uploads of base maps are rare, administrator-only); its start costs about
 * a second on a cold machine.
 */
export function checkGeoJsonOffThread(text: string, entry: URL = ENTRY): Promise<GeoCheck> {
  return new Promise((resolve, reject) => {
    const worker = startTsWorker(entry, { workerData: text });
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
