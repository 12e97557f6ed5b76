import type { FastifyInstance } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import { orgIdByCode } from './seed.repo.js';
import { demoCaller } from './demo-call.js';

/**
 * Demo mode (issue 29): one environmental monitoring point with a day of readings, so the
 * monitoring pages and their charts are not blank. The Zhengzhou legal entity's wastewater main
 * outlet (COD and ammonia nitrogen, with hourly and daily limits), added by the administrator and
 * fed like its gateway would: the point's device key on the public ingestion route, a reading
 * every 10 minutes of the last whole local day (UTC+8) before the first start. The values are
 * invented for the demonstration and stay under the limits (an alarm would open managers' to-dos).
 */
export const DEMO_ENVIRONMENT = {
  org: 'fii-iibg-zhengzhou-le1',
  point: {
    name: '废水总排口（示范）',
    // wastewater, main outlet, automatic; COD (w01018) and ammonia nitrogen (w21003) in mg/L
    pollutants: [
      { code: 'w01018', unit: 'mg/L', dailyLimit: '40', hourlyLimit: '50' },
      { code: 'w21003', unit: 'mg/L', dailyLimit: '5', hourlyLimit: '8' },
    ],
    monitoringType: 1,
    pointType: 1,
    modeType: 1,
  },
  /** Minutes between readings. */
  every: 10,
} as const;

const pad = (n: number) => String(n).padStart(2, '0');

/** The last whole local day (UTC+8) before `now`, as YYYY-MM-DD. */
export function demoReadingDay(now: Date): string {
  const local = new Date(now.getTime() + 8 * 3600_000 - 24 * 3600_000);
  return `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
}

/** The day's readings: COD 26 to 36 mg/L along the day's activity, ammonia nitrogen 2.4 to 3.9 mg/L; one decimal. */
export function demoReadings(day: string): { pollutant: string; time: string; value: string }[] {
  const out: { pollutant: string; time: string; value: string }[] = [];
  for (let minute = 0; minute < 24 * 60; minute += DEMO_ENVIRONMENT.every) {
    const time = `${day}T${pad(Math.floor(minute / 60))}:${pad(minute % 60)}:00+08:00`;
    const activity = Math.sin((Math.PI * (minute - 6 * 60)) / (24 * 60)) ** 2; // 0 at 06:00, 1 at 18:00
    out.push({ pollutant: 'w01018', time, value: (26 + 10 * activity).toFixed(1) });
    out.push({ pollutant: 'w21003', time, value: (2.4 + 1.5 * activity).toFixed(1) });
  }
  return out;
}

/** Adds the point and sends its day of readings; a database that has the point already is left as it is. */
export async function seedDemoEnvironment(app: FastifyInstance, db: Db, now = new Date()): Promise<void> {
  const call = await demoCaller(app, 'demo environment');
  const name = encodeURIComponent(DEMO_ENVIRONMENT.point.name);
  const existing = await call<{ totalRows: number }>('GET', `/api/main/envPoint/page?keyword=${name}&pageNo=1&pageSize=10`);
  if (existing.totalRows > 0) return;
  const orgId = await orgIdByCode(db, DEMO_ENVIRONMENT.org);
  if (orgId === undefined) throw new Error(`demo environment: no organisation ${DEMO_ENVIRONMENT.org}`);
  const point = await call<{ id: string; deviceKey: string }>('POST', '/api/main/envPoint/add', {
    ...DEMO_ENVIRONMENT.point,
    orgId: String(orgId),
  });
  await call(
    'POST',
    '/api/main/envReading/ingest',
    { pointId: point.id, readings: demoReadings(demoReadingDay(now)) },
    { 'x-device-key': point.deviceKey },
  );
}
