import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { FACTOR_SHEET_KEYS, translate } from '@carbon/domain';
import { login, startServer } from '../scripts/server-process.js';
import { cellBomb, rowBomb } from '../apps/server/src/platform/files/testing.js';

/**
 * Issue 8, imports 3, on PGlite in one run:
 * - a 20,000-row factor import (upload, streaming read, checks, batched insert, audit) beside
 *   exceljs's bare streaming read of the same file (the baseline);
 * - GET /api/health latency idle, then while bombs are uploaded back to back (the two:
 *   360,000 rows / 190 MB of XML, and a 1 GB sheet whose zip directory says 4 KB), one upload
 *   per import slot. Goal: p99 under 100 ms during the bombs.
 */
const FACTOR_HEADER = FACTOR_SHEET_KEYS.map((k) => translate('en-US', `factor.column.${k}`));

function factorCells(i: number, factorVersion: string): (string | number | null)[] {
  const v: Record<string, string | number | null> = {
    tableCode: 'default',
    class1: '化石燃料',
    class2: '液体燃料',
    nameZh: `基准 ${i}`,
    nameEn: `Bench ${i}`,
    code: `BENCH-${i}`,
    factorVersion,
    country: 'CN',
    sector: 'industry',
    gas: 'CO2',
    value: `${1000 + i}.25`,
    factorUnit: 'kg/TJ',
    gasUnit: 'kg',
    activityUnit: 'TJ',
    sourceTitle: 'import bench',
    sourceYear: 2006,
    sourceUrl: 'https://example.org/source',
    validFrom: '2006-01-01',
    validTo: null,
    note: null,
  };
  return FACTOR_SHEET_KEYS.map((k) => v[k] ?? null);
}

async function factorFile(rows: number, factorVersion: string): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Factors');
  ws.addRow(FACTOR_HEADER);
  for (let i = 0; i < rows; i++) ws.addRow(factorCells(i, factorVersion));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** exceljs's own streaming read of every row of the file: the baseline. */
async function bareRead(file: Buffer): Promise<number> {
  const started = performance.now();
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    styles: 'cache',
    worksheets: 'emit',
  });
  let rows = 0;
  for await (const ws of reader) for await (const _row of ws) rows++;
  if (rows < 2) throw new Error('baseline read no rows');
  return performance.now() - started;
}

type Answer = { success: boolean; code: number; message: string; data: unknown };

async function upload(url: string, token: string, path: string, file: Buffer): Promise<{ ms: number; answer: Answer }> {
  const form = new FormData();
  form.append('file', new Blob([file]), 'bench.xlsx');
  const started = performance.now();
  const res = await fetch(`${url}${path}`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  const answer = (await res.json()) as Answer;
  return { ms: performance.now() - started, answer };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

type Latency = { requests: number; p50: number; p99: number; max: number; errors: number };

/** GET /api/health one after another (one connection) while `going()`: the latency a load balancer's probe sees. */
async function healthLatency(url: string, going: () => boolean): Promise<Latency> {
  const ms: number[] = [];
  let errors = 0;
  while (going()) {
    const started = performance.now();
    const res = await fetch(`${url}/api/health`);
    await res.arrayBuffer();
    if (res.status !== 200) errors++;
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => Math.round((ms[Math.min(ms.length - 1, Math.floor(q * ms.length))] ?? NaN) * 10) / 10;
  return { requests: ms.length, p50: at(0.5), p99: at(0.99), max: at(1), errors };
}

const forSeconds = (seconds: number) => {
  const end = Date.now() + seconds * 1000;
  return () => Date.now() < end;
};

const latencyRow = (when: string, l: Latency) => ({
  when,
  requests: l.requests,
  'p50 ms': l.p50,
  'p99 ms': l.p99,
  'max ms': l.max,
  errors: l.errors,
});

export async function runImportBench(seconds = Number(process.env.BENCH_SECONDS ?? 10)): Promise<void> {
  const rows = Number(process.env.BENCH_IMPORT_ROWS ?? 20_000);
  const runs = Number(process.env.BENCH_IMPORT_RUNS ?? 3);
  const files: Buffer[] = [];
  for (let i = 0; i <= runs; i++) files.push(await factorFile(rows, `bench-v${i}`)); // one more: health during an import
  const bombs = [rowBomb(FACTOR_HEADER, factorCells(1, 'bomb'), 360_000), cellBomb(FACTOR_HEADER, 1024, { declaredSheetBytes: 4096 })];
  const mb = (b: Buffer) => `${(b.length / 1024 / 1024).toFixed(1)} MB`;
  console.log(
    `\nImport files: ${rows} rows = ${mb(files[0]!)}; bombs: 360,000 rows = ${mb(bombs[0]!)}, 1 GB sheet declared 4 KB = ${mb(bombs[1]!)}`,
  );

  const server = await startServer({ RATE_LIMIT_API: '0' });
  try {
    const token = await login(server.url, 'superAdmin', 'Carbon@Admin1');
    const importFactors = async (file: Buffer) => {
      const { ms, answer } = await upload(server.url, token, '/api/main/factor/import', file);
      if (!answer.success || (answer.data as { inserted: number }).inserted !== rows) throw new Error(`import failed: ${answer.message}`);
      return ms;
    };
    const baseline: number[] = [];
    const imports: number[] = [];
    for (const file of files.slice(0, runs)) {
      baseline.push(await bareRead(file));
      imports.push(await importFactors(file));
    }
    console.log(`\nFactor import of ${rows} rows (PGlite, median of ${runs}) beside exceljs's bare streaming read of the same file`);
    console.table([
      { step: 'exceljs streaming read alone (baseline)', ms: Math.round(median(baseline)), 'vs baseline': '1.0×' },
      {
        step: 'POST /api/main/factor/import (read, check, insert, audit)',
        ms: Math.round(median(imports)),
        'vs baseline': `${(median(imports) / median(baseline)).toFixed(1)}×`,
      },
    ]);

    const idle = await healthLatency(server.url, forSeconds(seconds));
    let importing = true;
    const oneMore = importFactors(files[runs]!).finally(() => (importing = false));
    const duringImport = await healthLatency(server.url, () => importing);
    await oneMore;

    let stop = false;
    const answers: Record<string, number> = {};
    const uploader = async (first: number) => {
      for (let i = first; !stop; i++) {
        const { answer } = await upload(server.url, token, '/api/main/factor/import', bombs[i % bombs.length]!);
        const key = answer.success ? 'accepted!' : `${answer.code} ${(answer.data as { reason?: string } | null)?.reason ?? ''}`;
        answers[key] = (answers[key] ?? 0) + 1;
      }
    };
    const uploaders = [uploader(0), uploader(1)]; // one per import slot (IMPORT_CONCURRENCY=2)
    await new Promise((r) => setTimeout(r, 500)); // the bombs are being read
    const underBombs = await healthLatency(server.url, forSeconds(seconds));
    stop = true;
    await Promise.all(uploaders);
    console.log('\nGET /api/health one after another (PGlite): goal p99 < 100 ms while bombs are refused');
    console.table([
      latencyRow(`idle, ${seconds} s (baseline)`, idle),
      latencyRow(`two bomb uploads at a time, ${seconds} s`, underBombs),
      latencyRow(`one valid ${rows}-row import, while it runs`, duringImport),
    ]);
    console.log(
      'Bomb answers:',
      Object.entries(answers)
        .map(([k, n]) => `${n} × ${k}`)
        .join(', '),
    );
  } finally {
    await server.stop();
  }
}
