import { parentPort } from 'node:worker_threads';
import * as domain from '@carbon/domain';
import type { SheetDef } from '@carbon/domain';
import type { z } from 'zod';
import { createSheetKit, UncleanSheet, type SheetKit } from './sheet-kit.js';
import type { StreamCancel, StreamReply, StreamRequest } from './sheet-stream.js';

/**
 * Reading thread entry (sheet-stream.ts): each request's upload read by its module's sheet kit, its
 * rows answered in chunks, then `done`; or `unclean` at the first row that fails, or `error`.
 */
const port = parentPort!;
const kits = new Map<string, SheetKit<string>>();
const cancelled = new Set<number>();

function kitOf(name: string): SheetKit<string> {
  let kit = kits.get(name);
  if (!kit) kits.set(name, (kit = createSheetKit((domain as unknown as Record<string, SheetDef<string>>)[name]!)));
  return kit;
}

async function read(m: StreamRequest): Promise<void> {
  const progress = { rowsRead: 0, bytesInflated: 0 };
  const reply = (r: StreamReply) => port.postMessage(r);
  try {
    const schema = (domain as unknown as Record<string, z.ZodType<unknown>>)[m.source.schema]!;
    const rows = kitOf(m.source.sheet).cleanRows(m.data, m.locale, { ...m.limits, progress }, schema, m.chunk);
    for await (const chunk of rows) {
      if (cancelled.has(m.id)) return;
      reply({ id: m.id, t: 'rows', rows: chunk, progress });
    }
    reply({ id: m.id, t: 'done', progress });
  } catch (e) {
    if (e instanceof UncleanSheet) reply({ id: m.id, t: 'unclean', row: e.row });
    else reply({ id: m.id, t: 'error', message: e instanceof Error ? e.message : String(e) });
  } finally {
    cancelled.delete(m.id);
  }
}

port.on('message', (m: StreamRequest | StreamCancel) => {
  if (m.t === 'cancel') cancelled.add(m.id);
  else void read(m);
});
