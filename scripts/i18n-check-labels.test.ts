import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Catalogue } from '../packages/domain/src/i18n/locale.js';
import { MESSAGES } from '../packages/domain/src/i18n/messages/index.js';
import { engineCodes, labelProblems, readTree, serverAuditCodes, type Tree } from './i18n-check-labels.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const tree = readTree(root);

/** MESSAGES without `key` in one language. */
function without(key: string, locale = 'zh-TW' as (typeof LOCALES)[number]): Catalogue {
  const copy = { ...MESSAGES, [locale]: { ...MESSAGES[locale] } } as Catalogue;
  delete copy[locale][key];
  return copy;
}

describe('i18n check: no code without a label (i18n-check-labels.ts)', () => {
  it('passes on the tree as it is', () => {
    expect(labelProblems(tree).problems).toEqual([]);
  });

  it('finds the engine input names and methods the preview showed raw', () => {
    const { names, methods } = engineCodes(tree.engine);
    const found = new Set(names.map((n) => n.value));
    for (const name of ['consumption', 'ncv', 'carbonContentPerGJ', 'co2PerC', 'sourceType', 'gwp', 'exchangeRate', 'libraryFactor'])
      expect(found, name).toContain(name);
    const methodSet = new Set(methods.map((m) => m.value));
    for (const m of ['combustion.cn-guideline', 'combustion.biomass', 'heat.steam.superheated.cn-guideline', 'heat-factor'])
      expect(methodSet, m).toContain(m);
    expect(methodSet).not.toContain('POST');
  });

  it('finds the audit actions and entities the server writes', () => {
    const { actions, entities } = serverAuditCodes(tree.server);
    for (const a of ['login', 'add', 'edit', 'grantMenu', 'grantRole', 'reconcile']) expect(actions.map((x) => x.value)).toContain(a);
    for (const e of ['session', 'sys_menu', 'sys_audit', 'route', 'exchange_rate']) expect(entities.map((x) => x.value)).toContain(e);
  });

  it.each([
    ['permission.factor.add', 'permission factor:add'],
    ['permission.sysOrg.feed', 'permission sysOrg:feed'],
    ['audit.action.login', 'audit action login'],
    ['audit.entity.sys_menu', 'audit entity sys_menu'],
    ['calc.input.carbonContentPerGJ', 'engine input carbonContentPerGJ'],
    ['calc.method.combustion.cn-guideline', 'engine method combustion.cn-guideline'],
    ['calc.inputSource.derived', 'engine source derived'],
    ['calc.sourceType.stationary', 'engine sourceType stationary'],
    ['factor.sector.industry-other', 'factor sector industry-other'],
    ['enum.factorTable.mobileCombustion', 'enumeration factor_table'],
  ])('fails when %s is missing in one language', (key, what) => {
    const { problems } = labelProblems(tree, without(key));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(what);
    expect(problems[0]).toContain('zh-TW');
  });

  it('fails on an action or entity the server writes that the domain does not list', () => {
    const server: Tree['server'] = {
      ...tree.server,
      'apps/server/src/modules/x/x.service.ts': "audit({ action: 'frobnicate', entity: 'sys_widget' })",
    };
    const { problems } = labelProblems({ ...tree, server });
    expect(problems).toEqual([
      'label: audit action frobnicate (apps/server/src/modules/x/x.service.ts) is not in AUDIT_ACTIONS (iam/audit.schema.ts)',
      'label: audit entity sys_widget (apps/server/src/modules/x/x.service.ts) is not in AUDIT_ENTITIES (iam/audit.schema.ts)',
    ]);
  });

  it('fails on an engine input name or method without a label', () => {
    const engine: Tree['engine'] = {
      ...tree.engine,
      'packages/domain/src/calc/x.ts': "const r = { method: 'x.new-method', inputs: [explained('brandNewInput', v, 't')] };",
    };
    const { problems } = labelProblems({ ...tree, engine });
    expect(problems.filter((p) => p.includes('brandNewInput'))).toHaveLength(LOCALES.length);
    expect(problems.filter((p) => p.includes('x.new-method'))).toHaveLength(LOCALES.length);
  });
});
