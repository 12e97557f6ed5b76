import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { sysMenu, sysRole, sysRoleMenu } from '../db/schema/index.js';
import { bearer, createTestApp, dbKinds, DEMO, login, type Envelope, type TestApp } from '../../test/harness.js';

describe.each(dbKinds())('button permissions on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      kind,
      beforeReady: (app) =>
        app.get('/api/main/testOnly/thing', { config: { permission: 'testOnly:thing' } }, async () => ({
          success: true,
          code: 200,
          message: 'ok',
          data: 'thing',
        })),
    });
  });
  afterAll(() => t.close());

  const call = async (token: string) => (await t.app.inject({ url: '/api/main/testOnly/thing', headers: bearer(token) })).json<Envelope>();

  it('refuses a user whose roles lack the grant, allows it once granted, refuses again at once when revoked', async () => {
    const token = await login(t.app, 'user', DEMO.user);
    expect((await call(token)).code).toBe(1013002);

    const [role] = await t.database.db.select().from(sysRole).where(eq(sysRole.code, 'common'));
    const [button] = await t.database.db
      .insert(sysMenu)
      .values({ code: 'testOnly_thing', name: 'thing', type: 2, permission: 'testOnly:thing' })
      .returning();
    await t.database.db.insert(sysRoleMenu).values({ roleId: role!.id, menuId: button!.id });
    expect((await call(token)).data).toBe('thing');
    const me = (await t.app.inject({ url: '/api/main/getLoginUser', headers: bearer(token) })).json<Envelope>().data as {
      permissions: string[];
    };
    // the seeded common role's own buttons (inventory fill and submit) plus the new one
    expect(me.permissions).toContain('testOnly:thing');
    expect(me.permissions.filter((p) => !p.startsWith('inventoryTask:'))).toEqual(['testOnly:thing']);

    await t.database.db.delete(sysRoleMenu).where(and(eq(sysRoleMenu.roleId, role!.id), eq(sysRoleMenu.menuId, button!.id)));
    expect((await call(token)).code).toBe(1013002);
  });

  it('lets the super admin through without any grant', async () => {
    const token = await login(t.app, 'superAdmin', DEMO.superAdmin);
    expect((await call(token)).data).toBe('thing');
  });
});
