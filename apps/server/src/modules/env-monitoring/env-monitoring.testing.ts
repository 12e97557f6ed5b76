import type { EnvPointWithKey } from '@carbon/domain';
import type { Envelope, TestApp } from '../../test/harness.js';
import type { caller } from '../factor/testing.js';

type Api = ReturnType<typeof caller>;

/** A wastewater main outlet with COD (hourly limit 50, daily 40 mg/L) and ammonia-nitrogen (hourly 8, daily 5), automatic. */
export const pointBody = (orgId: string, overrides: Record<string, unknown> = {}) => ({
  orgId,
  name: `Outlet ${Math.random().toString(36).slice(2, 8)}`,
  monitoringType: 1,
  pointType: 1,
  modeType: 1,
  pollutants: [
    { code: 'w01018', unit: 'mg/L', hourlyLimit: '50', dailyLimit: '40' },
    { code: 'w21003', unit: 'mg/L', hourlyLimit: '8', dailyLimit: '5' },
  ],
  ...overrides,
});

/** Adds a point through the API (as `api`'s caller); throws with the envelope when refused. */
export async function addPoint(api: Api, orgId: string, overrides: Record<string, unknown> = {}): Promise<EnvPointWithKey> {
  const res = await api.post('/api/main/envPoint/add', pointBody(orgId, overrides));
  if (!res.success) throw new Error(`envPoint/add refused: ${res.code} ${res.message}`);
  return res.data as EnvPointWithKey;
}

/** Sends readings through the HTTP route with a device key (no session). */
export async function ingest(
  t: TestApp,
  key: string | undefined,
  pointId: string,
  readings: { pollutant: string; time: string; value: string }[],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/main/envReading/ingest',
    headers: { ...(key === undefined ? {} : { 'x-device-key': key }), 'accept-language': 'en-US' },
    payload: { pointId, readings },
  });
  return res.json<Envelope>();
}

/** Minute readings of one pollutant for a local (UTC+8) hour: `values[i]` at minute i. */
export const minutes = (pollutant: string, localHour: string, values: string[]) =>
  values.map((value, i) => ({ pollutant, time: `${localHour}:${String(i).padStart(2, '0')}:00+08:00`, value }));
