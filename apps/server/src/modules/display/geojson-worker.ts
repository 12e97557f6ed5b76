import { parentPort, workerData } from 'node:worker_threads';
import { checkFeatureCollection } from '@carbon/domain';
import type { GeoCheck } from './geojson-check.js';

/**
 * Worker thread entry (geojson-check.ts): parses an uploaded GeoJSON and checks it with the domain's
 * `checkFeatureCollection`, off the event loop (a 20 MB file holds it for seconds).
 */
const text = workerData as string;
let answer: GeoCheck;
try {
  const checked = checkFeatureCollection(JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text));
  answer = checked.ok
    ? { ok: true, features: checked.features }
    : { ok: false, reason: checked.problem.reason, params: checked.problem.params };
} catch {
  answer = { ok: false, reason: 'notJson' };
}
parentPort!.postMessage(answer);
