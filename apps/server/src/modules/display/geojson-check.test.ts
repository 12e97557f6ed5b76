import { describe, expect, it } from 'vitest';
import { checkGeoJsonOffLoop, GEO_OFF_THREAD_CHARS } from './geojson-check.js';

/** A FeatureCollection of `n` named squares (within longitudes 0–100). */
function collection(n: number): string {
  const features = Array.from({ length: n }, (_, k) => ({
    type: 'Feature',
    properties: { name: `区域 ${k}` },
    geometry: {
      type: 'Polygon',
      coordinates: [
        [
          [k / 200, 0],
          [k / 200 + 0.001, 0],
          [k / 200 + 0.001, 1],
          [k / 200, 1],
          [k / 200, 0],
        ],
      ],
    },
  }));
  return JSON.stringify({ type: 'FeatureCollection', features });
}

describe('the GeoJSON check off the event loop', () => {
  it('parses and checks on a worker thread while the event loop keeps turning', async () => {
    const text = collection(20_000);
    let turns = 0;
    const timer = setInterval(() => turns++, 1);
    try {
      expect(text.length).toBeGreaterThan(GEO_OFF_THREAD_CHARS);
      const checking = checkGeoJsonOffLoop(`\uFEFF${text}`);
      const turnsAtStart = turns;
      expect(await checking).toEqual({ ok: true, features: 20_000 });
      // a check on this thread would have held it until done: no timer could have run in between
      expect(turns).toBeGreaterThan(turnsAtStart);
    } finally {
      clearInterval(timer);
    }
  });

  it('names why a file is refused, on the worker and here alike', async () => {
    for (const from of [0, GEO_OFF_THREAD_CHARS]) {
      expect(await checkGeoJsonOffLoop('{"type":', from)).toEqual({ ok: false, reason: 'notJson' });
      expect(await checkGeoJsonOffLoop('{"type":"Feature"}', from)).toMatchObject({ ok: false, reason: 'notCollection' });
      expect(await checkGeoJsonOffLoop(collection(3), from)).toEqual({ ok: true, features: 3 });
    }
  });
});
