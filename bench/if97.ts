/**
 * IAPWS-IF97 throughput: N evaluations of if97Enthalpy (input checks, region selection and the
 * equation) on region-2 points and on region-3 points (with the density iteration), against a
 * plain arithmetic loop over the same inputs. Targets: ≥ 1e6 region-2 and ≥ 1e5 region-3
 * evaluations per second on one core.
 *
 * Run alone: npx tsx bench/if97.ts [N]
 */
import { pathToFileURL } from 'node:url';
import { b23Temperature, if97Enthalpy, if97Region, saturationTemperature } from '../packages/domain/src/calc/steam/index.js';

type Row = Record<string, string | number>;

/** Deterministic inputs (a 32-bit LCG), so runs compare like with like. */
function makeRandom(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

type Points = { p: Float64Array; t: Float64Array };

/** Region 2, product domain: 0.02–16 MPa, 5 K above saturation up to 600 °C. */
function region2Points(n: number): Points {
  const rnd = makeRandom(2);
  const p = new Float64Array(n);
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    p[i] = 0.02 + rnd() * 15.98;
    const tMin = saturationTemperature(p[i] as number) + 5;
    t[i] = tMin + rnd() * (873.15 - tMin);
  }
  return p.every((pi, i) => if97Region(pi, t[i] as number) === 2) ? { p, t } : fail('region 2');
}

/** Region 3, product domain: 17–30 MPa, above saturation (or T_c) and below the B23 line. */
function region3Points(n: number): Points {
  const rnd = makeRandom(3);
  const p = new Float64Array(n);
  const t = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    p[i] = 17 + rnd() * 13;
    const pi = p[i] as number;
    const tMin = Math.max(623.2, pi < 22.064 ? saturationTemperature(pi) + 0.05 : 647.2);
    t[i] = tMin + rnd() * (b23Temperature(pi) - 0.05 - tMin);
  }
  return p.every((pi, i) => if97Region(pi, t[i] as number) === 3) ? { p, t } : fail('region 3');
}

function fail(what: string): never {
  throw new Error(`bench inputs left ${what}`);
}

/** Seconds for one pass of fn over the points; the sum is checked so the loop is not optimised away. */
function time(points: Points, fn: (p: number, t: number) => number): number {
  const { p, t } = points;
  const start = performance.now();
  let sum = 0;
  for (let i = 0; i < p.length; i++) sum += fn(p[i] as number, t[i] as number);
  const seconds = (performance.now() - start) / 1000;
  if (!Number.isFinite(sum)) throw new Error('non-finite result');
  return seconds;
}

const baseline = (p: number, t: number): number => p * 0.5 + t * 1e-3;

/** Best of a few passes after a warm-up, which is what a long-running server sees. */
function best(points: Points, fn: (p: number, t: number) => number): number {
  time(points, fn);
  let min = Number.POSITIVE_INFINITY;
  for (let k = 0; k < 3; k++) min = Math.min(min, time(points, fn));
  return min;
}

function row(name: string, n: number, seconds: number, baseSeconds: number): Row {
  return {
    case: name,
    evaluations: n,
    seconds: Number(seconds.toFixed(4)),
    perSecond: Math.round(n / seconds),
    vsBaseline: Number((seconds / baseSeconds).toFixed(1)),
  };
}

/** Times N region-2 and N region-3 if97Enthalpy calls and a baseline loop; rows for a table. */
export async function runIf97Bench(n = 500_000): Promise<Row[]> {
  const r2 = region2Points(n);
  const r3 = region3Points(n);
  const base = Math.min(best(r2, baseline), best(r3, baseline));
  const t2 = best(r2, if97Enthalpy);
  const t3 = best(r3, if97Enthalpy);
  return [
    row('baseline: p·0.5 + T·1e-3', n, base, base),
    row('if97Enthalpy, region 2', n, t2, base),
    row('if97Enthalpy, region 3 (density iteration)', n, t3, base),
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const n = Number(process.argv[2] ?? 500_000);
  console.table(await runIf97Bench(n));
}
