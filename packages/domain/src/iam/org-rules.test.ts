import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { orgMessages } from './org.messages.js';
import { LOCALES } from '../i18n/locale.js';
import {
  allowedChildTypes,
  assertLevelOrder,
  assertDate,
  assertOrgCode,
  assertOrgName,
  assertParentAllowed,
  boundaryAt,
  boundaryChanged,
  childPids,
  defaultChildType,
  nameFormWarnings,
  parseCoordinate,
  parseEquityShare,
  parsePids,
  resolveBoundary,
  type BoundaryRecord,
  type LevelCheck,
} from './org-rules.js';
import { orgBoundaryForm } from './org.schema.js';
import { ORG_TYPE, type OrgTypeCode } from '../enums/system.js';
import { translate } from '../i18n/messages/index.js';

const codeOf = (fn: () => unknown): number | 'ok' => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
};
const keyOf = (fn: () => unknown): string | 'ok' => {
  try {
    fn();
    return 'ok';
  } catch (e) {
    if (e instanceof DomainError) return e.key;
    throw e;
  }
};

describe('assertOrgName (spec §5: no < & , " \' > =)', () => {
  it.each([
    ['云计算事业群', 'ok'],
    ['  Fii  ', 'ok'],
    ['A<B', 'org.name.forbiddenChars'],
    ['A&B', 'org.name.forbiddenChars'],
    ['A,B', 'org.name.forbiddenChars'],
    ['A"B', 'org.name.forbiddenChars'],
    ["A'B", 'org.name.forbiddenChars'],
    ['A>B', 'org.name.forbiddenChars'],
    ['A=B', 'org.name.forbiddenChars'],
    ['   ', 'org.name.required'],
    ['x'.repeat(101), 'org.name.tooLong'],
  ])('%j → %s', (name, want) => {
    expect(keyOf(() => assertOrgName(name))).toBe(want);
  });

  it('names every forbidden character found and uses 1012001', () => {
    try {
      assertOrgName('a<b=c');
      expect.unreachable();
    } catch (e) {
      expect((e as DomainError).code).toBe(1012001);
      expect((e as DomainError).params.chars).toBe('< =');
    }
  });

  it('trims', () => expect(assertOrgName('  Fii ')).toBe('Fii'));
});

describe('assertOrgCode (lower case with hyphens)', () => {
  it.each([
    ['fii', 'ok'],
    ['fii-ccbg-longhua-le1', 'ok'],
    ['a1-2b', 'ok'],
    ['Fii', 'org.code.format'],
    ['fii_ccbg', 'org.code.format'],
    ['fii--ccbg', 'org.code.format'],
    ['-fii', 'org.code.format'],
    ['fii-', 'org.code.format'],
    ['fii ccbg', 'org.code.format'],
    ['', 'org.code.required'],
    ['a'.repeat(65), 'org.code.format'],
  ])('%j → %s', (code, want) => {
    expect(keyOf(() => assertOrgCode(code))).toBe(want);
  });
});

describe('defaultChildType', () => {
  it.each([
    [null, 'group'],
    ['group', 'business_group'],
    ['business_group', 'park'],
    ['park', 'legal_entity'],
    ['legal_entity', 'bu'],
    ['bu', 'building'],
    ['building', 'building'],
  ] as const)('%s → %s', (parent, child) => expect(defaultChildType(parent)).toBe(child));
});

describe('level order (issue 9: group → business group → park → legal entity → BU → building)', () => {
  const TYPES = ORG_TYPE.items.map((i) => i.code);
  it.each([
    [null, ['group']],
    ['group', ['business_group', 'park', 'legal_entity', 'bu', 'building']],
    ['business_group', ['park', 'legal_entity', 'bu', 'building']],
    ['park', ['legal_entity', 'bu', 'building']],
    ['legal_entity', ['bu', 'building']],
    ['bu', ['building']],
    ['building', []],
  ] as const)('under %s: %j', (parent, want) => expect(allowedChildTypes(parent)).toEqual(want));

  it('a level may be skipped downward, never upward nor repeated (every pair)', () => {
    for (const parent of TYPES)
      for (const child of TYPES) {
        const ok = TYPES.indexOf(child) > TYPES.indexOf(parent);
        const check: LevelCheck = { orgType: child, parent: { name: 'P', orgType: parent } };
        expect(
          keyOf(() => assertLevelOrder(check, 'en-US')),
          `${child} under ${parent}`,
        ).toBe(ok ? 'ok' : parent === 'building' ? 'org.level.leaf' : 'org.level.order');
      }
  });

  it('the root holds groups only: a legal entity beside the group is refused, naming the field', () => {
    expect(keyOf(() => assertLevelOrder({ orgType: 'group', parent: null }, 'zh-CN'))).toBe('ok');
    try {
      assertLevelOrder({ orgType: 'legal_entity', parent: null }, 'zh-CN');
      expect.unreachable();
    } catch (e) {
      const err = e as DomainError;
      expect([err.code, err.field]).toEqual([1012001, 'orgType']);
      expect(translate('zh-CN', err.key, err.params)).toBe(
        '组织类型：法人不能位于顶级之下，此处可选：集团（层级顺序：集团 → 事业群 → 园区 → 法人 → 事业处（BU） → 楼栋；可向下跳级，不能向上）',
      );
    }
  });

  it('names the parent and the allowed types in the caller language', () => {
    try {
      assertLevelOrder({ orgType: 'business_group', parent: { name: '龙华园区', orgType: 'park' } }, 'en-US');
      expect.unreachable();
    } catch (e) {
      const err = e as DomainError;
      expect(translate('en-US', err.key, err.params)).toBe(
        'Type: Business group cannot be placed under "龙华园区" (Park); allowed here: Legal entity, Business unit (BU), Building ' +
          '(level order: Group → Business group → Park → Legal entity → Business unit (BU) → Building; a level may be skipped downward, never upward)',
      );
    }
  });

  it('a new type must stay above every child', () => {
    const children = [
      { name: 'BU 1', orgType: 'bu' },
      { name: 'Site', orgType: 'building' },
    ];
    const under = (orgType: OrgTypeCode) => () => assertLevelOrder({ orgType, parent: { name: 'G', orgType: 'group' }, children }, 'en-US');
    expect(keyOf(under('legal_entity'))).toBe('ok');
    expect(keyOf(under('park'))).toBe('ok');
    expect(keyOf(under('bu'))).toBe('org.level.child');
    expect(keyOf(under('building'))).toBe('org.level.child');
  });
});

describe('nameFormWarnings (business group-legal person-BU-building, a warning only)', () => {
  const bg = { name: '云计算事业群', orgType: 'business_group' };
  const park = { name: '云计算事业群-龙华园区', orgType: 'park' };
  const le = { name: '云计算事业群-深圳示范精密有限公司', orgType: 'legal_entity' };
  const bu = { name: '云计算事业群-深圳示范精密有限公司-服务器BU', orgType: 'bu' };
  const fii = { name: 'Fii', orgType: 'group' };
  it.each([
    ['business group', '云计算事业群', 'business_group', [fii], []],
    ['business group with a hyphen', '云计算-事业群', 'business_group', [fii], ['org.warning.nameForm']],
    ['park', '云计算事业群-龙华园区', 'park', [fii, bg], []],
    ['legal entity', '云计算事业群-深圳示范精密有限公司', 'legal_entity', [fii, bg, park], []],
    ['legal entity, wrong group', '工业互联网事业群-某公司', 'legal_entity', [fii, bg, park], ['org.warning.namePrefix']],
    [
      'legal entity, no group part',
      '深圳示范精密有限公司',
      'legal_entity',
      [fii, bg, park],
      ['org.warning.namePrefix', 'org.warning.nameForm'],
    ],
    ['BU', '云计算事业群-深圳示范精密有限公司-存储BU', 'bu', [fii, bg, park, le], []],
    ['BU, too many parts', '云计算事业群-深圳示范精密有限公司-存储-BU', 'bu', [fii, bg, park, le], ['org.warning.nameForm']],
    ['building', '云计算事业群-深圳示范精密有限公司-服务器BU-A栋', 'building', [fii, bg, park, le, bu], []],
    ['building, empty part', '云计算事业群-深圳示范精密有限公司-服务器BU-', 'building', [fii, bg, park, le, bu], ['org.warning.nameForm']],
    ['group: no rule', 'Fii-Group', 'group', [], []],
  ] as const)('%s', (_, name, type, ancestors, want) => {
    expect(nameFormWarnings(name, type, ancestors).map((w) => w.key)).toEqual(want);
  });

  it('names the expected prefix', () => {
    expect(nameFormWarnings('X-Y', 'legal_entity', [bg])[0]?.params).toEqual({ prefix: '云计算事业群-' });
  });
});

describe('pids', () => {
  it('root children get [0],', () => expect(childPids(0, null)).toBe('[0],'));
  it('a child appends its parent', () => expect(childPids(5, '[0],[1],')).toBe('[0],[1],[5],'));
  it('parses', () => expect(parsePids('[0],[1],[5],')).toEqual([0, 1, 5]));
  it('parses the root', () => expect(parsePids('[0],')).toEqual([0]));
  it('round-trips any chain (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 2 ** 40 }), { maxLength: 20 }), (chain) => {
        let pids = '[0],';
        for (const id of chain) pids = childPids(id, pids);
        expect(parsePids(pids)).toEqual([0, ...chain]);
      }),
    );
  });
});

describe('assertParentAllowed', () => {
  it.each([
    ['itself', 7, 7, '[0],[1],', 2017005],
    ['a child', 7, 9, '[0],[1],[7],', 2017006],
    ['a grandchild', 7, 12, '[0],[1],[7],[9],', 2017006],
    ['a sibling', 7, 8, '[0],[1],', 'ok'],
    ['an id that contains the digits', 7, 70, '[0],[17],[77],', 'ok'],
    ['the root', 7, 0, null, 'ok'],
  ] as const)('%s', (_, id, pid, parentPids, want) => {
    expect(codeOf(() => assertParentAllowed(id, pid, parentPids))).toBe(want);
  });
});

describe('equity share (spec §5/§9: at most 100 %)', () => {
  it.each([
    ['0', '0'],
    ['100', '100'],
    [51.5, '51.5'],
    ['33.3333', '33.3333'],
    ['100.0000', '100'],
  ] as const)('%j → %s', (v, want) => expect(parseEquityShare(v)).toBe(want));
  it.each([
    ['100.0001', 'org.boundary.equityRange'],
    [-0.5, 'org.boundary.equityRange'],
    ['abc', 'calc.notANumber'],
    ['33.33333', 'calc.tooManyDecimals'],
  ] as const)('%j refused with %s', (v, key) => expect(keyOf(() => parseEquityShare(v))).toBe(key));

  it("says the spec's limit: at most 100", () => {
    try {
      parseEquityShare('150');
      expect.unreachable();
    } catch (e) {
      const err = e as DomainError;
      expect(translate('zh-CN', err.key, err.params)).toBe('股权比例最多为 100%，且不能为负数');
      expect(translate('en-US', err.key, err.params)).toBe('The equity share may be at most 100 % and may not be negative');
    }
  });

  it('the form schema refuses 150 with the same message and never clamps', () => {
    const r = orgBoundaryForm.shape.equitySharePct.safeParse(150);
    expect(r.success ? 'ok' : r.error.issues[0]?.message).toBe('org.boundary.equityRange');
    expect(orgBoundaryForm.shape.equitySharePct.safeParse(100).success).toBe(true);
    expect(orgBoundaryForm.shape.equitySharePct.safeParse(null).success).toBe(true);
    expect(orgBoundaryForm.shape.equitySharePct.safeParse(-1).success).toBe(false);
  });
});

describe('resolveBoundary', () => {
  const current = { equitySharePct: '60', operationalControl: true, financialControl: false };
  it('only legal entities carry it', () => {
    expect(keyOf(() => resolveBoundary('bu', { equitySharePct: 10 }, null))).toBe('org.boundary.notLegalEntity');
    expect(resolveBoundary('bu', { equitySharePct: null, operationalControl: null }, null)).toBeNull();
  });
  it('keeps fields not given and replaces given ones; a call without the relationship has it proposed (issue 26)', () => {
    expect(resolveBoundary('legal_entity', { financialControl: true }, current)).toEqual({
      ...current,
      financialControl: true,
      relationship: 'subsidiary',
      financialControlType: 'own',
    });
    // no share: 100%, but financial control recorded as absent → not wholly owned: an associate without control
    expect(resolveBoundary('legal_entity', { equitySharePct: null }, current)).toEqual({
      ...current,
      equitySharePct: null,
      relationship: 'associate',
      financialControlType: 'none',
    });
    expect(resolveBoundary('legal_entity', {}, current)).toEqual({ ...current, relationship: null, financialControlType: null });
  });

  it('compares equity numerically', () => {
    expect(boundaryChanged(current, { ...current, equitySharePct: '60.0000' })).toBe(false);
    expect(boundaryChanged(current, { ...current, equitySharePct: '60.5' })).toBe(true);
    expect(boundaryChanged(null, { equitySharePct: null, operationalControl: null, financialControl: null })).toBe(false);
    expect(boundaryChanged(current, { ...current, operationalControl: false })).toBe(true);
  });
});

describe('boundaryAt', () => {
  const rec = (id: number, effectiveFrom: string, pct: string): BoundaryRecord => ({
    id,
    effectiveFrom,
    equitySharePct: pct,
    operationalControl: true,
    financialControl: true,
  });
  const history = [rec(1, '2020-01-01', '100'), rec(2, '2023-07-01', '60'), rec(3, '2023-07-01', '55'), rec(4, '2030-01-01', '10')];
  it.each([
    ['2019-12-31', null],
    ['2020-01-01', '100'],
    ['2023-06-30', '100'],
    ['2023-07-01', '55'],
    ['2029-12-31', '55'],
    ['2030-01-01', '10'],
  ])('on %s → %s', (date, pct) => expect(boundaryAt(history, date)?.equitySharePct ?? null).toBe(pct));
});

describe('assertDate', () => {
  it.each([
    ['2024-02-29', 'ok'],
    ['2023-02-29', 'org.boundary.date'],
    ['2024-13-01', 'org.boundary.date'],
    ['24-01-01', 'org.boundary.date'],
  ])('%s → %s', (d, want) => expect(keyOf(() => assertDate(d))).toBe(want));
});

describe('coordinates', () => {
  it.each([
    [114.0579, 'longitude', '114.0579'],
    ['-180', 'longitude', '-180'],
    ['90', 'latitude', '90'],
    ['22.123456789', 'latitude', '22.123457'],
  ] as const)('%j %s → %s', (v, axis, want) => expect(parseCoordinate(v, axis)).toBe(want));
  it.each([
    [180.000001, 'longitude'],
    [-90.5, 'latitude'],
  ] as const)('%j %s refused', (v, axis) => expect(keyOf(() => parseCoordinate(v, axis))).toBe('org.coordinate.range'));
});

describe('messages', () => {
  it('every key exists in the three languages', () => {
    const keys = Object.keys(orgMessages['en-US']);
    for (const locale of LOCALES) expect(Object.keys(orgMessages[locale]).sort()).toEqual([...keys].sort());
  });
  it('every key a rule throws is in the catalogue', () => {
    const thrown = [
      'org.name.forbiddenChars',
      'org.name.required',
      'org.name.tooLong',
      'org.code.format',
      'org.code.required',
      'org.boundary.equityRange',
      'org.boundary.notLegalEntity',
      'org.boundary.date',
      'org.coordinate.range',
      'error.2017005',
      'error.2017006',
      'org.warning.namePrefix',
      'org.warning.nameForm',
      'org.level.order',
      'org.level.leaf',
      'org.level.child',
      'org.level.root',
      'org.level.named',
    ];
    for (const k of thrown) expect(orgMessages['zh-CN'][k]).toBeTruthy();
  });
});
