import { describe, expect, it } from 'vitest';
import { checkFeatureCollection } from './geojson.js';

const ring = [
  [0, 0],
  [1, 0],
  [1, 1],
  [0, 0],
];
const named = (geometry: unknown, name: unknown = 'A') => ({ type: 'Feature', properties: { name }, geometry });
const fc = (...features: unknown[]) => ({ type: 'FeatureCollection', features });

describe('checkFeatureCollection (RFC 7946 polygons named for ECharts)', () => {
  it('accepts named Polygon and MultiPolygon features and counts them', () => {
    const doc = fc(named({ type: 'Polygon', coordinates: [ring] }), named({ type: 'MultiPolygon', coordinates: [[ring], [ring]] }, 'B'));
    expect(checkFeatureCollection(doc)).toEqual({ ok: true, features: 2 });
  });

  it.each([
    ['an array', [], 'notCollection', undefined],
    ['a Feature', named({ type: 'Polygon', coordinates: [ring] }), 'notCollection', undefined],
    ['no features', fc(), 'noFeatures', undefined],
    ['a non-feature', fc({ type: 'Point' }), 'notFeature', { index: 1 }],
    ['a blank name', fc(named({ type: 'Polygon', coordinates: [ring] }, ' ')), 'noName', { index: 1 }],
    ['no geometry', fc(named(null)), 'noGeometry', { index: 1, name: 'A' }],
    ['a line', fc(named({ type: 'LineString', coordinates: ring })), 'notPolygon', { index: 1, name: 'A' }],
    ['a ring of 3', fc(named({ type: 'Polygon', coordinates: [ring.slice(1)] })), 'badCoordinates', { index: 1, name: 'A' }],
    ['latitude 91', fc(named({ type: 'Polygon', coordinates: [[[0, 91], ...ring.slice(1)]] })), 'badCoordinates', { index: 1, name: 'A' }],
    [
      'longitude -181',
      fc(named({ type: 'Polygon', coordinates: [[[-181, 0], ...ring.slice(1)]] })),
      'badCoordinates',
      { index: 1, name: 'A' },
    ],
    [
      'a text position',
      fc(named({ type: 'Polygon', coordinates: [[['0', 0], ...ring.slice(1)]] })),
      'badCoordinates',
      { index: 1, name: 'A' },
    ],
  ])('refuses %s', (_label, doc, reason, params) => {
    const res = checkFeatureCollection(doc);
    expect(res).toEqual({ ok: false, problem: params ? { reason, params } : { reason } });
  });

  it('reports the first bad feature by its position', () => {
    const good = named({ type: 'Polygon', coordinates: [ring] });
    const res = checkFeatureCollection(fc(good, good, named({ type: 'Point', coordinates: [0, 0] }, 'C')));
    expect(res).toEqual({ ok: false, problem: { reason: 'notPolygon', params: { index: 3, name: 'C' } } });
  });
});
