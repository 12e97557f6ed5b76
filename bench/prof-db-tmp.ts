import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { calculateSource, emissionSourceInput } from '@carbon/domain';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { insertInBatches } from '../apps/server/src/platform/db/batch-insert.js';
import { calcResult } from '../apps/server/src/platform/db/schema/index.js';

const N = 30000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-prof-db-'));
const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
const db = database.db;
const src = emissionSourceInput.parse({ type: 'combustion-cn', consumption: '12.34', consumptionUnit: '10^4 Nm3', ncv: '389.31', carbonContent: '15.30', carbonContentUnit: 'tC/TJ', oxidationRate: '0.99' });
const r = (calculateSource as any)(src, { gwpSet: 'AR5' });
const at = new Date();
const row = (i: number, expl: unknown) => ({ orgId: 1, sourceType: src.type, input: { ...src, consumption: String(i) }, factorId: null, factorCode: null, factorVersion: null, gwpSet: 'AR5', tco2e: r.tco2e, gases: r.gases, gasesCo2e: r.gasesCo2e, biogenicCo2: null, outsideScopes: null, explanation: expl, createdBy: 1, reason: null, createdAt: at, updatedAt: at });
async function run(name: string, rows: any[], batchSize: number) {
  const t = performance.now();
  await db.transaction(async (tx: any) => {
    await insertInBatches(tx, calcResult, rows, { batchSize, returning: { id: calcResult.id } });
  });
  console.log(name, batchSize, Math.round(performance.now() - t), 'ms');
}
const full = Array.from({ length: N }, (_, i) => row(i, r.explanation));
const small = Array.from({ length: N }, (_, i) => row(i, {}));
for (const b of [5000, 1000, 20000]) await run('full', full, b);
await run('noexpl', small, 5000);
await run('full', full, 5000);
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });
