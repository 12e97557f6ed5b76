import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { CustomBaseMap, DisplayLinkResult, MapData, ParkRow } from '@carbon/domain';
import { sysAudit, sysOrg } from '../../platform/db/schema/index.js';
import { displayLinkUse } from './display.schema.js';
import { createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { caller } from '../factor/testing.js';
import { GEO_UPLOAD_PATH, SQUARE, SQUARE_TEXT } from './display.testing.js';

const api = (p: string) => `/api/main/display/${p}`;
type Api = ReturnType<typeof caller>;

function ok<T>(res: Envelope): T {
  if (!res.success) throw new Error(`${res.code} ${res.message}`);
  return res.data as T;
}

const feature = (geometry: unknown, properties: unknown = { name: '甲' }) => ({
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties, geometry }],
});

describe.each(dbKinds())('map of parks and base maps on %s', (kind) => {
  let t: TestApp;
  const tokens = { su: '', mgr: '' };
  let su: Api;
  let mgr: Api;
  let zh: Api;
  let org: (code: string) => string;
  const upload = (by: Api, text: string | Buffer, name = 'approved.geojson', map = 'china') =>
    by.upload(GEO_UPLOAD_PATH, Buffer.isBuffer(text) ? text : Buffer.from(text), name, { map });

  beforeAll(async () => {
    t = await createTestApp({ kind });
    const orgs = await t.database.db.select({ id: sysOrg.id, code: sysOrg.code }).from(sysOrg);
    org = (code: string) => String(orgs.find((o) => o.code === code)!.id);
    tokens.su = await login(t.app, 'superAdmin', DEMO.superAdmin);
    tokens.mgr = await login(t.app, 'manager', DEMO.manager);
    su = caller(t, () => tokens.su);
    mgr = caller(t, () => tokens.mgr);
    zh = caller(t, () => tokens.su, 'zh-CN');
  });
  afterAll(() => t.close());

  it('places the parks of the caller’s scope with their coordinates, organisation and figures', async () => {
    const year = 2025;
    const mine = ok<MapData>(await mgr.get(api(`map?year=${year}`)));
    expect(mine.points).toHaveLength(1);
    expect(mine.points[0]).toMatchObject({
      parkName: '龙华园区',
      orgId: org('fii-ccbg-longhua'),
      orgName: '云计算事业群-龙华园区',
      address: '广东省深圳市龙华区',
      longitude: '114.044900',
      latitude: '22.658500',
    });
    const dash = ok<{ total: string | null }>(await mgr.get(`/api/main/dashboard/summary?orgId=${org('fii-ccbg-longhua')}&year=${year}`));
    expect(mine.points[0]!.emissions).toBe(dash.total);
    const targets = ok<{ control: { annual: string } | null }>(
      await mgr.get(`/api/main/dashboard/targets?orgId=${org('fii-ccbg-longhua')}&year=${year}`),
    );
    expect(mine.points[0]!.target).toBe(targets.control?.annual ?? null);
    if (!targets.control) expect(mine.points[0]!.targetStatus).toBe('noTarget');
    const all = ok<MapData>(await su.get(api(`map?year=${year}`)));
    expect(all.points.map((p) => p.parkName).sort()).toEqual(['郑州园区', '龙华园区'].sort());
    expect((await mgr.get(api(`map?orgId=${org('fii-iibg')}`))).code).toBe(1013003);
  });

  it('leaves a park without coordinates off the map', async () => {
    const parks = ok<ParkRow[]>(await su.get('/api/main/sysPark/list'));
    const zz = parks.find((p) => p.name === '郑州园区')!;
    ok(await su.post('/api/main/sysPark/edit', { ...zz, longitude: null, latitude: null, remark: zz.remark ?? null }));
    const all = ok<MapData>(await su.get(api('map')));
    expect(all.points.map((p) => p.parkName)).toEqual(['龙华园区']);
    const back = ok<ParkRow[]>(await su.get('/api/main/sysPark/list')).find((p) => p.id === zz.id)!;
    ok(await su.post('/api/main/sysPark/edit', { ...back, longitude: zz.longitude, latitude: zz.latitude, remark: back.remark ?? null }));
    expect(ok<MapData>(await su.get(api('map'))).points).toHaveLength(2);
  });

  it('refuses coordinates off the globe, naming the field', async () => {
    const zz = ok<ParkRow[]>(await su.get('/api/main/sysPark/list')).find((p) => p.name === '郑州园区')!;
    const lat = await su.post('/api/main/sysPark/edit', { ...zz, latitude: 90.5, remark: null });
    expect([lat.code, lat.field, lat.message]).toEqual([1012001, 'latitude', 'Park latitude must be between -90 and 90']);
    const lng = await zh.post('/api/main/sysPark/edit', { ...zz, longitude: '-180.01', remark: null });
    expect([lng.code, lng.field, lng.message]).toEqual([1012001, 'longitude', '园区经度 须在 -180 到 180 之间']);
  });

  it('refuses an upload that is not a FeatureCollection of named polygons, saying why', async () => {
    const reasons: [string | Buffer, string, string][] = [
      ['{not json', 'approved.geojson', 'the content is not JSON'],
      [JSON.stringify({ type: 'Feature' }), 'a.json', 'the top level must be a FeatureCollection'],
      [JSON.stringify({ type: 'FeatureCollection', features: [] }), 'a.json', '"features" must be a non-empty array'],
      [JSON.stringify(feature(SQUARE.features[0]!.geometry, {})), 'a.json', 'feature 1 has no name'],
      [JSON.stringify(feature({ type: 'Point', coordinates: [114, 22] })), 'a.json', 'feature 1 (甲) must be a Polygon or MultiPolygon'],
      [
        JSON.stringify(
          feature({
            type: 'Polygon',
            coordinates: [
              [
                [200, 22],
                [114, 22],
                [114, 23],
                [200, 22],
              ],
            ],
          }),
        ),
        'a.json',
        'feature 1 (甲) has invalid coordinates',
      ],
      [SQUARE_TEXT, 'map.svg', 'the file name must end in .json or .geojson'],
    ];
    for (const [text, name, reason] of reasons) {
      const res = await upload(su, text, name);
      expect([res.code, res.message]).toEqual([2041005, expect.stringContaining(reason)]);
    }
    const zhRes = await upload(zh, '{not json');
    expect(zhRes.message).toBe('上传的文件不是有效的 GeoJSON 地图：文件内容不是 JSON');
    const big = await upload(su, Buffer.alloc(20 * 1024 * 1024 + 1, 0x20));
    expect([big.code, big.message]).toEqual([2041006, 'The map file must not exceed 20 MB']);
    const badMap = await upload(su, SQUARE_TEXT, 'a.json', 'mars');
    expect([badMap.code, badMap.field]).toEqual([1012001, 'map']);
    expect((await su.download(api('geo?map=china'))).statusCode).toBe(404); // nothing stored
  });

  it('stores an approved map, serves it to the map and to display links, and reverts to the shipped one', async () => {
    const stored = ok<CustomBaseMap>(await upload(su, `\ufeff${SQUARE_TEXT}`, '审图号GS(2024)1.geojson'));
    expect(stored).toMatchObject({ map: 'china', fileName: '审图号GS(2024)1.geojson', features: 1 });
    const served = await mgr.download(api('geo?map=china'));
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(JSON.parse(served.body.replace(/^\ufeff/, ''))).toEqual(SQUARE);
    expect(ok<MapData>(await mgr.get(api('map'))).customMaps.map((m) => [m.map, m.version])).toEqual([['china', stored.version]]);

    const link = ok<DisplayLinkResult>(await su.post(api('link/add'), { name: 'Wall', orgId: org('fii-ccbg'), expiresInDays: 2 }));
    const viaLink = await t.app.inject({ method: 'GET', url: api(`sharedGeo?token=${link.token}&map=china`) });
    expect(viaLink.statusCode).toBe(200);
    expect(JSON.parse(viaLink.body.replace(/^\ufeff/, ''))).toEqual(SQUARE);
    const bad = await t.app.inject({ method: 'GET', url: api('sharedGeo?token=nope&map=china') });
    expect(bad.json<Envelope>().code).toBe(2041001);
    const uses = await t.database.db
      .select()
      .from(displayLinkUse)
      .where(eq(displayLinkUse.linkId, Number(link.id)));
    expect(uses.map((u) => [u.kind, u.outcome])).toEqual([['geo', 'ok']]);

    ok(await su.post(api('geo/revert'), { map: 'china' }));
    expect((await mgr.download(api('geo?map=china'))).statusCode).toBe(404);
    expect(ok<MapData>(await mgr.get(api('map'))).customMaps).toEqual([]);
    const audits = await t.database.db.select().from(sysAudit).where(eq(sysAudit.entity, 'display_geojson'));
    expect(audits.map((a) => a.action)).toEqual(['import', 'delete']);
    ok(await su.post(api('geo/revert'), { map: 'china' })); // already shipped: nothing to do
    // replacing the map is the administrator's (display:geo is a group setting): the manager is refused, and nothing changes
    expect((await mgr.upload(GEO_UPLOAD_PATH, Buffer.from(SQUARE_TEXT), 'a.json', { map: 'world' })).code).toBe(1013002);
    expect(ok<MapData>(await mgr.get(api('map'))).customMaps).toEqual([]);
  });
});
