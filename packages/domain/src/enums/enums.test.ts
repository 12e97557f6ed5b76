import { describe, expect, it } from 'vitest';
import { translate } from '../i18n/messages/index.js';
import {
  DATA_SCOPE_TYPE,
  EMISSION_SCOPE,
  ENUMS,
  FILL_TASK_STATUS,
  INVENTORY_PROJECT_TYPE,
  ISO14064_CATEGORY,
  MENU_TYPE,
  OPEN_TYPE,
  PROJECT_STAGE,
  PROJECT_STATUS,
  SCOPE3_CATEGORY,
  TASK_APPROVAL_STATUS,
  TASK_FLOW_STATUS,
  TASK_STATUS,
  enumItem,
  type EnumDef,
} from './index.js';
import { ALARM_RANK, APPLICATION_TYPE, HONOR_TYPE, MONITORING_TYPE, WASTE_DISPOSAL_METHOD } from '../environment/dictionary.js';

const en = (def: EnumDef, code: string | number) => {
  const item = enumItem(def, code);
  return item ? translate('en-US', item.key) : undefined;
};

describe('enumeration integrity', () => {
  it('has unique snake_case dictionary type codes', () => {
    const codes = ENUMS.map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
    // Same rule as /^[a-z][a-z0-9]*(_[a-z0-9]+)*$/ without a nested quantifier (security/detect-unsafe-regex).
    for (const code of codes) {
      expect(code).toMatch(/^[a-z]/);
      for (const part of code.split('_')) expect(part, code).toMatch(/^[a-z0-9]+$/);
    }
  });

  it.each(ENUMS.map((e) => [e.code, e] as const))('%s: unique codes (also as wire strings), names and keys', (_, def) => {
    expect(def.items.length).toBeGreaterThan(0);
    const wire = def.items.map((i) => String(i.code));
    expect(new Set(wire).size).toBe(wire.length);
    expect(new Set(def.items.map((i) => i.name)).size).toBe(def.items.length);
    expect(new Set(def.items.map((i) => i.key)).size).toBe(def.items.length);
  });

  it.each(ENUMS.map((e) => [e.code, e] as const))('%s: codes are all numbers or all strings', (_, def) => {
    const kinds = new Set(def.items.map((i) => typeof i.code));
    expect(kinds.size).toBe(1);
  });

  it.each(ENUMS.map((e) => [e.code, e] as const))('%s: keys follow enumType.<x> / enum.<x>.<name>', (_, def) => {
    const enumKey = def.key.replace(/^enumType\./, '');
    expect(def.key).toBe(`enumType.${enumKey}`);
    for (const item of def.items) expect(item.key).toBe(`enum.${enumKey}.${item.name}`);
  });

  it('uses each i18n enum key for exactly one enumeration', () => {
    const keys = ENUMS.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('spec counts (spec §3, §4; cited standards)', () => {
  it.each([
    ['project statuses', PROJECT_STATUS, 9],
    ['project stages', PROJECT_STAGE, 8],
    ['inventory project types', INVENTORY_PROJECT_TYPE, 7],
    ['task approval statuses', TASK_APPROVAL_STATUS, 6],
    ['fill-task statuses', FILL_TASK_STATUS, 7],
    ['task flow statuses', TASK_FLOW_STATUS, 7],
    ['plain task statuses', TASK_STATUS, 5],
    ['monitoring types', MONITORING_TYPE, 7],
    ['honour types', HONOR_TYPE, 15],
    ['waste disposal methods', WASTE_DISPOSAL_METHOD, 11],
    ['scope-3 categories', SCOPE3_CATEGORY, 15],
    ['ISO14064 categories', ISO14064_CATEGORY, 6],
  ] as const)('%s', (_, def, count) => {
    expect(def.items).toHaveLength(count);
  });

  it('numbers the spec-numbered enumerations 1..n with no gaps', () => {
    const numbered: EnumDef[] = [FILL_TASK_STATUS, TASK_FLOW_STATUS, TASK_STATUS, HONOR_TYPE, WASTE_DISPOSAL_METHOD, MONITORING_TYPE];
    for (const def of numbered) {
      expect(def.items.map((i) => i.code)).toEqual(Array.from({ length: def.items.length }, (_, i) => i + 1));
    }
  });
});

describe('spot checks against the spec wording', () => {
  it.each([
    [FILL_TASK_STATUS, 5, 'Pending legal-entity supervisor review'],
    [FILL_TASK_STATUS, 6, 'Pending business-group review'],
    [FILL_TASK_STATUS, 7, 'First filling completed'],
    [TASK_FLOW_STATUS, 5, 'Pending review'],
    [TASK_FLOW_STATUS, 6, 'Supervisor review passed'],
    [TASK_STATUS, 5, 'Completed'],
    [TASK_STATUS, 4, 'Timed out'],
    [HONOR_TYPE, 15, 'Other'],
    [HONOR_TYPE, 5, 'UL2799'],
    [HONOR_TYPE, 8, 'Green building/LEED'],
    [WASTE_DISPOSAL_METHOD, 11, 'Waste-to-energy with lower carbon emissions'],
    [WASTE_DISPOSAL_METHOD, 8, 'Landfill'],
    [WASTE_DISPOSAL_METHOD, 9, 'To be determined'],
    [MONITORING_TYPE, 2, 'Exhaust gas'],
    [MONITORING_TYPE, 7, 'Hazardous waste'],
    [ALARM_RANK, 0, 'Urgent'],
    [APPLICATION_TYPE, 1, 'Register'],
    [MENU_TYPE, 0, 'Directory'],
    [OPEN_TYPE, 2, 'Inner link'],
    [OPEN_TYPE, 3, 'Outer link'],
    [DATA_SCOPE_TYPE, 4, 'Own data only'],
    [EMISSION_SCOPE, 3, 'Scope 3'],
    [SCOPE3_CATEGORY, 6, 'Business travel'],
    [SCOPE3_CATEGORY, 15, 'Investments'],
    [ISO14064_CATEGORY, 2, 'Indirect GHG emissions from imported energy'],
    [TASK_APPROVAL_STATUS, 'rejected', 'Rejected'],
    [PROJECT_STATUS, 'fii_review_completed', 'Fii review completed'],
  ] as const)('%#: code %s', (def, code, label) => {
    expect(en(def, code)).toBe(label);
  });

  it('exposes codes by name with the spec numbers', () => {
    expect(FILL_TASK_STATUS.codes.pendingLegalEntitySupervisorReview).toBe(5);
    expect(WASTE_DISPOSAL_METHOD.codes.lowCarbonWasteToEnergy).toBe(11);
    expect(HONOR_TYPE.codes.other).toBe(15);
    expect(TASK_FLOW_STATUS.codes.businessGroupReviewPassed).toBe(7);
  });

  it('keeps the workflow order of project statuses and stages', () => {
    expect(PROJECT_STATUS.items[0]?.code).toBe('draft');
    expect(PROJECT_STATUS.items.at(-1)?.code).toBe('closed');
    expect(PROJECT_STAGE.items[0]?.code).toBe('initiation');
    expect(PROJECT_STAGE.items.at(-1)?.code).toBe('closure');
  });
});
