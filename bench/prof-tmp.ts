import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/platform/db/database.js';
import { rowsOf } from '../apps/server/src/platform/db/sql-kit.js';
import { seedIfEmpty } from '../apps/server/src/modules/seed/seed.service.js';
import { login } from '../scripts/server-process.js';
import { gasFile } from './inventory-import.bench.js';

const rows = Number(process.env.ROWS ?? 30000);
const file = await gasFile(rows);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cs-prof-'));
const database = await openDatabase({ dataDir, log: pino({ level: 'silent' }) });
await seedIfEmpty(database.db, { demo: true, adminPassword: undefined });
const orgs = await rowsOf<{ id: number; code: string }>(database.db, sql`SELECT id, code FROM sys_org`);
await database.close();
const id = (code: string) => String(orgs.find((o) => o.code === code)!.id);
const port = 30000 + Math.floor(Math.random() * 9000);
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: path.resolve(import.meta.dirname, '..'),
  env: { ...process.env, DEMO: '1', LOG_LEVEL: 'warn', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, RATE_LIMIT_API: '0', RATE_LIMIT_SIGNIN: '0' },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise<void>((res) => { let o = ''; child.stdout!.on('data', (d) => { o += d; if (o.includes('is running at')) res(); }); });
child.stdout!.on('data', (d) => process.stdout.write(d));
const url = `http://127.0.0.1:${port}`;
const token = await login(url, 'superAdmin', 'Carbon@Admin1');
const post = async (p: string, b: unknown) => (await (await fetch(url + p, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(b) })).json()) as { data: any };
const project = (await post('/api/main/inventoryProject/add', { name: 'P', type: 'annual', year: 2025, orgId: id('fii'), deadline: '2099-12-31' })).data;
const task = (await post('/api/main/inventoryTask/issue', { projectId: project.id, orgIds: [id('fii-ccbg-longhua-le1')], boundaryMethod: 'operational-control', inventoryWay: 'compliance' })).data[0];
const form = new FormData();
form.append('file', new Blob([file]), 'e.xlsx');
const t0 = performance.now();
const r = await (await fetch(`${url}/api/main/inventoryEntry/import?taskId=${task.id}&scope=1`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } })).json();
console.log('import ms', performance.now() - t0, JSON.stringify(r).slice(0, 200));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
fs.rmSync(dataDir, { recursive: true, force: true });
