import { displayContract, type BaseMap } from '@carbon/domain';
import { ApiError, buildHeaders, buildUrl, unwrapEnvelope } from '../../../lib/api';

const e = displayContract.endpoints;

/**
 * An uploaded base map's GeoJSON: signed in (`geo`) or through a display link (`sharedGeo`,
 * the token in the query). A refusal is the server's envelope, thrown with its message.
 */
export async function fetchGeoJson(map: BaseMap, token?: string): Promise<{ type: string; features: unknown[] }> {
  const url = token ? buildUrl(e.sharedGeo.path, { token, map }) : buildUrl(e.geo.path, { map });
  const res = await fetch(url, { headers: buildHeaders(false) });
  const text = await res.text();
  const payload = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text) as unknown;
  if (res.ok && (res.headers.get('Content-Type') ?? '').includes('geo+json')) return payload as { type: string; features: unknown[] };
  if (payload && typeof payload === 'object' && 'success' in payload) unwrapEnvelope(payload, res.status, res.statusText, true);
  throw new ApiError('http', res.status, res.statusText || `HTTP ${res.status}`);
}
