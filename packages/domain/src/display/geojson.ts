/**
 * The check of an uploaded base map (issue 14: "an administrator can upload an approved
 * GeoJSON to replace the shipped one"). ECharts draws a `geo` component from a GeoJSON
 * FeatureCollection whose features are polygons named by `properties.name` (ECharts handbook,
 * "Geo coordinate system"; RFC 7946 §3.3 FeatureCollection, §3.1.6 Polygon, §3.1.7 MultiPolygon).
 * The check is pure: the server runs it on the parsed upload and stores only what passes.
 */

/** Why an upload is refused: a message key `display.geojson.<reason>` and its parameters. */
export type GeoJsonProblem = { reason: string; params?: Record<string, string | number> };
export type GeoJsonCheck = { ok: true; features: number } | { ok: false; problem: GeoJsonProblem };

type Json = unknown;
const isObject = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A position: [longitude, latitude] (and an optional altitude), finite and on the globe (RFC 7946 §3.1.1). */
function isPosition(p: Json): boolean {
  if (!Array.isArray(p) || p.length < 2 || p.length > 3) return false;
  if (!p.every((n) => typeof n === 'number' && Number.isFinite(n))) return false;
  const [lng, lat] = p as number[];
  return Math.abs(lng!) <= 180 && Math.abs(lat!) <= 90;
}

/** A linear ring: at least four positions (RFC 7946 §3.1.6). */
const isRing = (r: Json) => Array.isArray(r) && r.length >= 4 && r.every(isPosition);
const isPolygon = (c: Json) => Array.isArray(c) && c.length >= 1 && c.every(isRing);
const isMultiPolygon = (c: Json) => Array.isArray(c) && c.length >= 1 && c.every(isPolygon);

function geometryProblem(g: Json): string | undefined {
  if (!isObject(g)) return 'noGeometry';
  if (g.type === 'Polygon') return isPolygon(g.coordinates) ? undefined : 'badCoordinates';
  if (g.type === 'MultiPolygon') return isMultiPolygon(g.coordinates) ? undefined : 'badCoordinates';
  return 'notPolygon';
}

/**
 * Checks a parsed GeoJSON document: a FeatureCollection with at least one feature, each a
 * Feature with a non-empty `properties.name` and a Polygon or MultiPolygon geometry whose
 * positions are longitude −180..180 and latitude −90..90. The first problem is reported with
 * the feature's position (1-based).
 */
export function checkFeatureCollection(doc: Json): GeoJsonCheck {
  if (!isObject(doc) || doc.type !== 'FeatureCollection') return { ok: false, problem: { reason: 'notCollection' } };
  const features = doc.features;
  if (!Array.isArray(features) || features.length === 0) return { ok: false, problem: { reason: 'noFeatures' } };
  for (let i = 0; i < features.length; i++) {
    const f: Json = features[i];
    const at = { index: i + 1 };
    if (!isObject(f) || f.type !== 'Feature') return { ok: false, problem: { reason: 'notFeature', params: at } };
    const name = isObject(f.properties) ? f.properties.name : undefined;
    if (typeof name !== 'string' || name.trim() === '') return { ok: false, problem: { reason: 'noName', params: at } };
    const reason = geometryProblem(f.geometry);
    if (reason) return { ok: false, problem: { reason, params: { ...at, name } } };
  }
  return { ok: true, features: features.length };
}
