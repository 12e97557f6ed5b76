import crypto from 'node:crypto';
import {
  BASE_MAPS,
  DISPLAY_AUDIT,
  DISPLAY_CODE,
  GEOJSON_EXTENSIONS,
  GEOJSON_MAX_BYTES,
  invalid,
  translate,
  type BaseMap,
  type CustomBaseMap,
  type Locale,
  fail,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import type { Mutate } from '../../platform/db/mutate.js';
import type { RequestContext } from '../../platform/http/context.js';

import { checkGeoJsonOffLoop } from './geojson-check.js';
import { displayRepo, type BaseMapInfo } from './display.repo.js';
import type { UploadPart } from '../../platform/files/upload.js';

type Deps = { db: Db; mutate: Mutate; clock: Clock };

const ENTITY = DISPLAY_AUDIT.geo;
const MB = 1024 * 1024;

export const toCustomBaseMap = (m: BaseMapInfo): CustomBaseMap => ({
  map: m.map as BaseMap,
  fileName: m.fileName,
  size: m.size,
  features: m.features,
  uploadedAt: m.uploadedAt.toISOString(),
  uploadedByName: m.uploadedByName,
  version: m.sha256.slice(0, 16),
});

/** Reads the file part whole, refusing it past the limit (the multipart limit cuts it and marks it truncated). */
async function readAll(part: Extract<UploadPart, { type: 'file' }>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size <= GEOJSON_MAX_BYTES) chunks.push(chunk);
  }
  if (part.truncated() || size > GEOJSON_MAX_BYTES) throw fail(DISPLAY_CODE.GEOJSON_SIZE, { max: GEOJSON_MAX_BYTES / MB });
  return Buffer.concat(chunks);
}

const refused = (locale: Locale, reason: string, params: Record<string, string | number> = {}) =>
  fail(DISPLAY_CODE.GEOJSON_INVALID, { reason: translate(locale, `display.geojson.${reason}`, params) });

/**
 * Base maps (issue 14): the web ships China's provinces and a world outline; an administrator
 * may replace either with an approved GeoJSON (maps published in China need an approval
 * number), checked and stored in the database so every server process serves the same one,
 * and revert to the shipped map.
 */
export function createDisplayMapService({ db, mutate, clock }: Deps) {
  return {
    async list(): Promise<CustomBaseMap[]> {
      return (await displayRepo.baseMaps(db)).map(toCustomBaseMap);
    },

    /** The uploaded GeoJSON of a map, or undefined (the shipped one is in force). */
    content(map: BaseMap) {
      return displayRepo.baseMapContent(db, map);
    },

    /** Replaces a shipped base map with the uploaded GeoJSON (fields: `map`, then the file). */
    async upload(ctx: RequestContext, parts: AsyncIterable<UploadPart>): Promise<CustomBaseMap> {
      let map: string | undefined;
      let file: { name: string; text: string; bytes: number } | undefined;
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.name === 'map') map = part.value.trim();
          continue;
        }
        const ext = part.filename.toLowerCase().split('.').pop() ?? '';
        if (!(GEOJSON_EXTENSIONS as readonly string[]).includes(ext)) {
          part.stream.resume();
          throw refused(ctx.locale, 'extension');
        }
        const bytes = await readAll(part);
        file = { name: part.filename, text: bytes.toString('utf8'), bytes: bytes.length };
      }
      if (!map || !(BASE_MAPS as readonly string[]).includes(map)) {
        throw invalid('validation.invalid', { field: 'map' }, 'map');
      }
      if (!file) throw fail(DISPLAY_CODE.NO_FILE);
      // parsed and checked on a worker thread: a 20 MB file would hold the event loop for seconds
      const checked = await checkGeoJsonOffLoop(file.text);
      if (!checked.ok) throw refused(ctx.locale, checked.reason, checked.params);
      const features = checked.features;
      const which = map as BaseMap;
      const upload = file;
      return mutate(ctx, async (tx, audit) => {
        const before = await displayRepo.findBaseMap(tx, which);
        await displayRepo.putBaseMap(tx, {
          map: which,
          fileName: upload.name.slice(0, 255),
          size: upload.bytes,
          features,
          sha256: crypto.createHash('sha256').update(upload.text, 'utf8').digest('hex'),
          content: upload.text,
          uploadedBy: ctx.user.id,
          uploadedAt: clock.now(),
        });
        const after = toCustomBaseMap((await displayRepo.findBaseMap(tx, which))!);
        await audit({
          action: 'import',
          entity: ENTITY,
          entityId: which,
          ...(before ? { before: toCustomBaseMap(before) } : {}),
          after,
        });
        return after;
      });
    },

    /** Back to the shipped base map; reverting a shipped map changes nothing. */
    async revert(ctx: RequestContext, map: BaseMap): Promise<null> {
      const before = await displayRepo.findBaseMap(db, map);
      if (!before) return null;
      await mutate(ctx, async (tx, audit) => {
        if (!(await displayRepo.deleteBaseMap(tx, map))) return;
        await audit({ action: 'delete', entity: ENTITY, entityId: map, before: toCustomBaseMap(before) });
      });
      return null;
    },
  };
}

export type DisplayMapService = ReturnType<typeof createDisplayMapService>;
