import { describe, expect, it } from 'vitest';
import { relationshipOf, scope3CategoryNamed } from './report.figures.js';

describe('the scope-3 category an exclusion names', () => {
  it.each([
    ['Category 6', 6],
    ['category 15 investments', 15],
    ['C6', 6],
    ['c 4', 4],
    ['Scope 3 category 1', 1],
    ['类别6', 6],
    ['範疇三類別 12', 12],
    ['Business travel', 6],
    ['员工通勤', 7],
    ['Canteen LPG', undefined],
    ['C16', undefined],
    ['Category 6x', undefined],
    ['C60', undefined],
  ])('%s → %s', (item, expected) => {
    expect(scope3CategoryNamed(item)).toBe(expected);
  });
});

describe('the relationship of an entity from its boundary record', () => {
  it.each([
    [{ equitySharePct: null, financialControl: null, relationship: null }, 'subsidiary'],
    [{ equitySharePct: '100', financialControl: null, relationship: null }, 'subsidiary'],
    [{ equitySharePct: '40', financialControl: true, relationship: null }, 'subsidiary'],
    [{ equitySharePct: '50', financialControl: false, relationship: null }, 'joint-venture'],
    [{ equitySharePct: '30', financialControl: false, relationship: null }, 'associate'],
    [{ equitySharePct: '20', financialControl: null, relationship: null }, 'associate'],
    [{ equitySharePct: '19.9', financialControl: null, relationship: null }, 'fixed-asset-investment'],
    [{ equitySharePct: '0', financialControl: false, relationship: null }, 'fixed-asset-investment'],
    [{ equitySharePct: '30', financialControl: false, relationship: 'joint-venture' }, 'joint-venture'],
  ])('%o → %s', (record, expected) => {
    expect(relationshipOf(record).relationship).toBe(expected);
  });
});
