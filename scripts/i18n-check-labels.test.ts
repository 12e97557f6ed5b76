import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Catalogue } from '../packages/domain/src/i18n/locale.js';
import { MESSAGES } from '../packages/domain/src/i18n/messages/index.js';
import { engineCodes, labelProblems, readTree, serverAuditCodes, type Tree } from './i18n-check-labels.js';
import { contractFields, engineFields } from './i18n-check-fields.js';

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
    ['factor.class.fossilFuel', 'factor class 化石燃料'],
    ['factor.country.GLOBAL', 'factor country GLOBAL'],
    ['field.rateToUsd', 'request field rateToUsd'],
    ['field.park.code', 'request field park.code'],
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

  it('finds every request field and the inputs the engine checks, which refusals name', () => {
    const fields = contractFields();
    const of = (tag: string) => new Set(fields.filter((f) => f.tag === tag).map((f) => f.path));
    for (const p of ['account', 'password', 'code']) expect(of('auth'), p).toContain(p);
    for (const p of ['name', 'code', 'park.code', 'park.businessGroupId', 'equitySharePct']) expect(of('organisation'), p).toContain(p);
    for (const p of ['source', 'source.oxidationRate', 'source.temperatureC', 'gwpSet']) expect(of('calc'), p).toContain(p);
    const engine = new Set(engineFields(tree.engine).map((f) => f.value));
    for (const name of ['oxidationRate', 'ncv', 'installation.lossRate', 'temperatureC']) expect(engine, name).toContain(name);
  });

  it('fails on a request or engine field without a label', () => {
    const engine: Tree['engine'] = { ...tree.engine, 'packages/domain/src/calc/x.ts': "const r = toFraction(input.q, 'brandNewRate');" };
    const { problems } = labelProblems({ ...tree, engine });
    expect(problems).toEqual([
      "label: the engine's input brandNewRate has no field.<name> or calc.input.<name> label (its refusals name it)",
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
