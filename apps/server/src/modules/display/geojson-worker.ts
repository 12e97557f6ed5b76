import { parentPort, workerData } from 'node:worker_threads';
import { checkGeoText } from './geojson-check.js';

/** Worker thread entry (geojson-check.ts): the check of a large uploaded GeoJSON, off the event loop. */
parentPort!.postMessage(checkGeoText(workerData as string));
