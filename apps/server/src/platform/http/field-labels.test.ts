import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';

/**
 * Issue 9: a refusal names the field the way the form does, in the caller's language, never by
 * its wire name: request validation (zod), the engine's checks and the organisation save's
 * park refusals, each with the envelope's `field` set to the input's path.
 */
describe.each(dbKinds())('field labels in refusals on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let seq = 0;
  const uniq = (prefix: string) => `${prefix}${Date.now().toString(36)}${(++seq).toString(36)}`;
  const send = async (lang: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    (
      await t.app.inject({
        method,
        url: `/api/main/${url}`,
        headers: { ...bearer(token), 'accept-language': lang },
        ...(payload ? { payload } : {}),
      })
    ).json<Envelope>();
  const wireNames = /oxidationRate|pageSize|\bcode\b|\bname\b/;

  beforeAll(async () => {
    t = await createTestApp({ kind });
    token = await login(t.app, 'superAdmin', DEMO.superAdmin);
  });
  afterAll(() => t.close());

  it('request validation names the label, worded by the module (组织名称, not 名称), and sets field', async () => {
    const zh = await send('zh-CN', 'POST', 'sysOrg/add', { pid: '0', code: uniq('x-'), sort: 1 });
    expect(zh).toMatchObject({ code: 1012001, field: 'name', message: '参数错误：组织名称 不能为空' });
    const en = await send('en-US', 'GET', 'sysOrg/page?pageNo=1&pageSize=100000');
    expect(en).toMatchObject({ code: 1012001, field: 'pageSize', message: 'Parameter error: Page size is too long or too large' });
    const tw = await send('zh-TW', 'GET', 'sysOrg/page?pageNo=1&pageSize=100000');
    expect(tw.message).toBe('參數錯誤：每頁筆數 過長或過大');
  });

  it('the engine names its input by label: the oxidation rate, once, with field source.oxidationRate', async () => {
    const source = {
      type: 'combustion-cn',
      consumption: '1',
      consumptionUnit: 't',
      ncv: '20',
      carbonContent: '0.02',
      oxidationRate: '1.5',
    };
    const zh = await send('zh-CN', 'POST', 'calc/preview', { source, gwpSet: 'AR6' });
    expect(zh).toMatchObject({ code: 1012001, field: 'source.oxidationRate', message: '碳氧化率 必须介于 0 与 1 之间' });
    const en = await send('en-US', 'POST', 'calc/preview', { source, gwpSet: 'AR6' });
    expect(en).toMatchObject({ field: 'source.oxidationRate', message: 'Oxidation rate must be between 0 and 1' });
    for (const m of [zh.message, en.message]) expect(m).not.toMatch(wireNames);
  });

  /** An organisation save (addWithPark) of a new park organisation under the first business group, creating `park`. */
  const addParkOrg = async (lang: string, park: object) => {
    const tree = await send('zh-CN', 'GET', 'sysOrg/tree');
    const bg = (tree.data as Array<{ children: Array<{ id: string }> }>)[0]?.children[0];
    expect(bg).toBeDefined();
    const name = `园区${uniq('p').replace(/[^a-z0-9]/g, '')}`;
    return send(lang, 'POST', 'sysOrg/addWithPark', { pid: bg!.id, orgType: 'park', name, code: uniq('pk-'), sort: 1, park });
  };

  it("the organisation save's park refusals name the park's field (园区编码, not 组织编码), under park.", async () => {
    const badCode = await addParkOrg('zh-CN', { name: '观澜园区', code: 'Not A Code' });
    expect(badCode.field).toBe('park.code');
    expect(badCode.message.startsWith('园区编码 只能由小写字母和数字组成')).toBe(true);
    const noName = await addParkOrg('en-US', { code: uniq('p-') });
    expect(noName).toMatchObject({ code: 1012001, field: 'park.name', message: 'Park name is required' });
    const farAway = await addParkOrg('zh-TW', { name: '觀瀾園區', code: uniq('p-'), longitude: 181 });
    expect(farAway).toMatchObject({ field: 'park.longitude', message: '園區經度 須在 -180 到 180 之間' });
  });

  it('a park code already used says so, naming the park code, in two languages', async () => {
    const park = { name: '观澜园区', code: uniq('park-') };
    expect((await addParkOrg('zh-CN', park)).success).toBe(true);
    const zh = await addParkOrg('zh-CN', park);
    expect(zh).toMatchObject({ code: 1012001, field: 'park.code', message: '园区编码已被使用，请换一个' });
    expect((await addParkOrg('en-US', park)).message).toBe('Park code is already used; choose another');
  });
});
