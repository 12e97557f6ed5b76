import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { sysOrg } from './schema/index.js';
import { DELETED_STATUS } from './sql-kit.js';
import { firstRow } from './paged-list.js';
import { insertStamped, softDelete, updateAtVersion } from './versioned-rows.js';

describe('insertStamped, updateAtVersion and softDelete', () => {
  let t: TestApp;
  let ids: number[];
  const at = new Date('2026-03-04T05:06:07Z');
  const row = (id: number) => firstRow(t.database.db, sysOrg, eq(sysOrg.id, id));
  beforeAll(async () => {
    t = await createTestApp({ demo: false });
    const rows = await t.database.db
      .insert(sysOrg)
      .values(['a', 'b', 'c', 'd'].map((n) => ({ name: `vr-${n}`, code: `vr-${n}`, orgType: 'bu' })))
      .returning({ id: sysOrg.id });
    ids = rows.map((r) => r.id);
  });
  afterAll(() => t.close());

  it('insertStamped writes one row created and changed at the time given and gives it as stored', async () => {
    const row = await insertStamped(t.database.db, sysOrg, { name: 'vr-new', code: 'vr-new', orgType: 'bu' }, at);
    expect(row).toMatchObject({ name: 'vr-new', createdAt: at, updatedAt: at, version: 1 });
    expect(row.id).toBeGreaterThan(0);
    expect(await firstRow(t.database.db, sysOrg, eq(sysOrg.id, row.id))).toEqual(row);
  });

  it('updateAtVersion changes the live row at its version, moves the version on and gives the row after', async () => {
    const db = t.database.db;
    const id = ids[0]!;
    const v = (await row(id))!.version;
    const after = await updateAtVersion(db, sysOrg, id, v, { name: 'vr-a2', updatedAt: at });
    expect(after).toMatchObject({ id, name: 'vr-a2', version: v + 1, updatedAt: at });
    expect(await updateAtVersion(db, sysOrg, id, v, { name: 'vr-stale' })).toBeUndefined();
    expect(await updateAtVersion(db, sysOrg, id, v + 1, { name: 'vr-other' }, eq(sysOrg.code, 'vr-none'))).toBeUndefined();
    expect((await row(id))?.name).toBe('vr-a2');
    expect((await updateAtVersion(db, sysOrg, id, v + 1, { name: 'vr-a3' }, eq(sysOrg.code, 'vr-a')))?.version).toBe(v + 2);
  });

  it('softDelete deletes a live row (at its version when given) once, stamping it and moving its version on', async () => {
    const db = t.database.db;
    const [b, c, d] = [ids[1]!, ids[2]!, ids[3]!];
    const vb = (await row(b))!.version;
    expect(await softDelete(db, sysOrg, b, at)).toBe(true);
    expect(await row(b)).toMatchObject({ status: DELETED_STATUS, version: vb + 1, updatedAt: at });
    expect(await softDelete(db, sysOrg, b, at)).toBe(false);
    const vc = (await row(c))!.version;
    expect(await softDelete(db, sysOrg, c, at, vc + 1)).toBe(false);
    expect((await row(c))?.status).not.toBe(DELETED_STATUS);
    expect(await softDelete(db, sysOrg, c, at, vc)).toBe(true);
    expect(await updateAtVersion(db, sysOrg, c, vc + 1, { name: 'vr-dead' })).toBeUndefined();
    expect((await row(d))?.status).not.toBe(DELETED_STATUS);
  });
});
