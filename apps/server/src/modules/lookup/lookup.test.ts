import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { ENUMS, SEX } from '@carbon/domain';
import { sysDictData, sysDictType, sysPos, sysUserPos } from '../../platform/db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';
import { auditRows, breakAuditFor, buildUser } from '../role/role.factories.js';
import { seedDictionaries } from './lookup.seed.js';

type Page<T> = { pageNo: number; pageSize: number; totalPage: number; totalRows: number; rows: T[] };
type TypeRow = { id: string; code: string; name: string; builtIn: boolean };
type EntryRow = { id: string; typeId: string; code: string; value: string; labelKey: string | null };

describe.each(dbKinds())('look-ups on %s', (kind) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  const get = async (url: string, token = admin, lang?: string) =>
    (
      await t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...(lang ? { 'accept-language': lang } : {}) } })
    ).json<Envelope>();
  const post = async (url: string, payload: object, token = admin) =>
    (await t.app.inject({ method: 'POST', url, payload, headers: bearer(token) })).json<Envelope>();
  const typeId = async (code: string) => String((await t.database.db.select().from(sysDictType).where(eq(sysDictType.code, code)))[0]!.id);

  beforeAll(async () => {
    t = await createTestApp({ kind });
    await t.database.db.transaction((tx) => seedDictionaries(tx)); // the lead's first-start seed will call it
    admin = await login(t.app, 'superAdmin', DEMO.superAdmin);
    user = await login(t.app, 'user', DEMO.user);
  });
  afterAll(() => t.close());

  it('seeds one type per domain enumeration and one entry per item, and a second run adds nothing', async () => {
    const db = t.database.db;
    const count = async () => {
      const [types] = await db.select({ n: sql<number>`count(*)::int` }).from(sysDictType);
      const [data] = await db.select({ n: sql<number>`count(*)::int` }).from(sysDictData);
      return [types!.n, data!.n];
    };
    const items = ENUMS.reduce((n, e) => n + e.items.length, 0);
    expect(await count()).toEqual([ENUMS.length, items]);
    await seedDictionaries(db);
    expect(await count()).toEqual([ENUMS.length, items]);
    const [sex] = await db.select().from(sysDictType).where(eq(sysDictType.code, 'sex'));
    expect(sex!.name).toBe('性别');
  });

  it('dropDown answers [{code, value}] in sort order with labels in the caller’s language (any signed-in user)', async () => {
    const zh = await get('/api/main/sysDictType/dropDown?code=sex', user);
    expect(zh.data).toEqual([
      { code: '1', value: '男' },
      { code: '2', value: '女' },
      { code: '3', value: '未知' },
    ]);
    const en = (await get('/api/main/sysDictType/dropDown?code=sex', user, 'en-US')).data as { code: string; value: string }[];
    expect(en.map((x) => x.code)).toEqual(SEX.items.map((i) => String(i.code)));
    expect(en[0]!.value).toBe('Male');
    expect((await get('/api/main/sysDictType/dropDown?code=no_such_type', user)).code).toBe(2014001);
    expect((await get('/api/main/sysDictType/dropDown', user)).code).toBe(1012001);
  });

  it('tree lists types (pid "0") with their entries as children', async () => {
    const tree = (await get('/api/main/sysDictType/tree', user)).data as {
      id: string;
      pid: string;
      code: string;
      name: string;
      children: { pid: string; children: unknown[] }[];
    }[];
    const sex = tree.find((n) => n.code === 'sex')!;
    expect(sex).toMatchObject({ pid: '0', name: '性别' });
    expect(sex.children.map((c) => c.pid)).toEqual([sex.id, sex.id, sex.id]);
    expect(sex.children.every((c) => Array.isArray(c.children) && c.children.length === 0)).toBe(true);
  });

  it('lists positions and applications for any signed-in user', async () => {
    const positions = (await get('/api/main/sysPos/list', user)).data as { code: string }[];
    expect(positions.map((p) => p.code)).toEqual(['gm', 'manager', 'engineer', 'specialist']);
    expect(((await get('/api/main/sysPos/list?code=eng', user)).data as { code: string }[]).map((p) => p.code)).toEqual(['engineer']);
    const apps = (await get('/api/main/sysApp/list', user)).data as { code: string; active: string; id: string }[];
    expect(apps).toEqual([expect.objectContaining({ code: 'system', active: 'Y', id: expect.stringMatching(/^\d+$/) })]);
  });

  it('manages positions: unique code and name, refused delete while a user holds one (2018004)', async () => {
    const added = (await post('/api/main/sysPos/add', { name: '测试职位', code: 'test_pos', sort: 9 })).data as { id: string };
    expect((await post('/api/main/sysPos/add', { name: '测试职位2', code: 'test_pos', sort: 9 })).code).toBe(2018002);
    expect((await post('/api/main/sysPos/add', { name: '测试职位', code: 'test_pos2', sort: 9 })).code).toBe(2018003);
    expect((await post('/api/main/sysPos/edit', { id: added.id, name: '测试职位改', code: 'test_pos', sort: 1 })).data).toMatchObject({
      name: '测试职位改',
    });
    const page = (await get('/api/main/sysPos/page?name=%E6%94%B9')).data as Page<{ code: string }>;
    expect(page.rows.map((r) => r.code)).toEqual(['test_pos']);
    const holder = await buildUser(t.database.db, { password: DEMO.user });
    await t.database.db.insert(sysUserPos).values({ userId: holder.id, posId: Number(added.id) });
    expect((await post('/api/main/sysPos/delete', { id: added.id })).code).toBe(2018004);
    await t.database.db.delete(sysUserPos).where(eq(sysUserPos.posId, Number(added.id)));
    expect((await post('/api/main/sysPos/delete', { id: added.id })).success).toBe(true);
    expect(
      (
        await t.database.db
          .select()
          .from(sysPos)
          .where(eq(sysPos.id, Number(added.id)))
      )[0]!.status,
    ).toBe(2);
    expect((await post('/api/main/sysPos/edit', { id: added.id, name: 'x', code: 'y', sort: 1 })).code).toBe(2018001);
  });

  it('manages dictionary types; a built-in type keeps its code and cannot be deleted', async () => {
    const added = (await post('/api/main/sysDictType/add', { name: '测试字典', code: 'test_dict', sort: 1 })).data as TypeRow;
    expect(added.builtIn).toBe(false);
    expect((await post('/api/main/sysDictType/add', { name: '别的', code: 'test_dict', sort: 1 })).code).toBe(2014002);
    expect((await post('/api/main/sysDictType/add', { name: '性别', code: 'other', sort: 1 })).code).toBe(2014003);
    const page = (await get('/api/main/sysDictType/page?code=test_dict')).data as Page<TypeRow>;
    expect(page.rows.map((r) => r.id)).toEqual([added.id]);
    const sexId = await typeId('sex');
    expect((await post('/api/main/sysDictType/edit', { id: sexId, name: '性别', code: 'gender', sort: 1 })).code).toBe(1012001);
    expect((await post('/api/main/sysDictType/delete', { id: sexId })).code).toBe(1012001);
    await post('/api/main/sysDictData/add', { typeId: added.id, code: 'a', value: '甲', sort: 1 });
    expect((await post('/api/main/sysDictType/delete', { id: added.id })).success).toBe(true);
    expect((await get('/api/main/sysDictType/dropDown?code=test_dict')).code).toBe(2014001);
  });

  it('manages dictionary entries; rewriting a seeded label shows the new text in every language', async () => {
    const sexId = await typeId('sex');
    const entries = (await get(`/api/main/sysDictData/page?typeId=${sexId}`)).data as Page<EntryRow>;
    expect(entries.rows.map((r) => r.code)).toEqual(['1', '2', '3']);
    const unknown = entries.rows[2]!;
    expect(unknown.labelKey).toBe('enum.sex.unknown');
    expect((await post('/api/main/sysDictData/edit', { ...unknown, code: '9', sort: 3 })).code).toBe(1012001);
    expect((await post('/api/main/sysDictData/delete', { id: unknown.id })).code).toBe(1012001);
    await post('/api/main/sysDictData/edit', { id: unknown.id, typeId: sexId, code: '3', value: '保密', sort: 3 });
    const en = (await get('/api/main/sysDictType/dropDown?code=sex', admin, 'en-US')).data as { code: string; value: string }[];
    expect(en[2]).toEqual({ code: '3', value: '保密' });
    const extra = (await post('/api/main/sysDictData/add', { typeId: sexId, code: '4', value: '其他', sort: 4 })).data as EntryRow;
    expect((await post('/api/main/sysDictData/add', { typeId: sexId, code: '4', value: '重复', sort: 5 })).code).toBe(2013002);
    expect((await post('/api/main/sysDictData/delete', { id: extra.id })).success).toBe(true);
    expect(((await get('/api/main/sysDictType/dropDown?code=sex')).data as unknown[]).length).toBe(3);
    expect((await post('/api/main/sysDictData/add', { typeId: '987654', code: 'x', value: 'x', sort: 1 })).code).toBe(2014001);
  });

  it('refuses the back office to a user without its buttons (1013002)', async () => {
    expect((await get('/api/main/sysPos/page', user)).code).toBe(1013002);
    expect((await get('/api/main/sysDictType/page', user)).code).toBe(1013002);
    expect((await post('/api/main/sysDictData/add', { typeId: '1', code: 'x', value: 'x' }, user)).code).toBe(1013002);
  });

  it('writes an audit record for every change, and none survives without it', async () => {
    const db = t.database.db;
    const pos = (await post('/api/main/sysPos/add', { name: '审计职位', code: 'audit_pos', sort: 1 })).data as { id: string };
    await post('/api/main/sysPos/edit', { id: pos.id, name: '审计职位2', code: 'audit_pos', sort: 1 });
    await post('/api/main/sysPos/delete', { id: pos.id });
    const type = (await post('/api/main/sysDictType/add', { name: '审计字典', code: 'audit_dict', sort: 1 })).data as TypeRow;
    await post('/api/main/sysDictType/edit', { id: type.id, name: '审计字典2', code: 'audit_dict', sort: 1 });
    const entry = (await post('/api/main/sysDictData/add', { typeId: type.id, code: 'a', value: 'A', sort: 1 })).data as EntryRow;
    await post('/api/main/sysDictData/edit', { id: entry.id, typeId: type.id, code: 'a', value: 'B', sort: 1 });
    await post('/api/main/sysDictData/delete', { id: entry.id });
    await post('/api/main/sysDictType/delete', { id: type.id });
    for (const [entity, id] of [
      ['sys_pos', pos.id],
      ['sys_dict_type', type.id],
      ['sys_dict_data', entry.id],
    ] as const) {
      for (const action of ['add', 'edit', 'delete'])
        expect(await auditRows(db, entity, action, id), `${entity} ${action}`).toHaveLength(1);
    }
    const restore = await breakAuditFor(db, 'sys_pos');
    try {
      expect(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/main/sysPos/add',
            payload: { name: '无审计', code: 'unaudited' },
            headers: bearer(admin),
          })
        ).statusCode,
      ).toBe(500);
    } finally {
      await restore();
    }
    expect(await db.select().from(sysPos).where(eq(sysPos.code, 'unaudited'))).toEqual([]);
  });
});
