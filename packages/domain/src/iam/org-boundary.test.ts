import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors.js';
import { translate } from '../i18n/messages/index.js';
import { resolveBoundary } from './org-rules.js';

/** Issue 26: the boundary record holds the relationship and control explicitly; a contradiction is refused when saved. */
describe('resolveBoundary: relationship and control recorded', () => {
  it('stores an associate held at 56% without financial control (issue 26)', () => {
    const b = resolveBoundary('legal_entity', { equitySharePct: '56', relationship: 'associate', financialControlType: 'none' }, null);
    expect(b).toMatchObject({ equitySharePct: '56', relationship: 'associate', financialControlType: 'none', financialControl: false });
  });

  it('proposes the control from the relationship: a joint venture at 33.3% is jointly controlled', () => {
    expect(resolveBoundary('legal_entity', { equitySharePct: '33.3', relationship: 'joint-venture' }, null)).toMatchObject({
      financialControlType: 'joint',
      financialControl: false,
    });
  });

  it.each([
    [{ equitySharePct: '60', relationship: 'wholly-owned' }, 'org.boundary.whollyOwnedShare', 'equitySharePct'],
    [
      { equitySharePct: '50', relationship: 'joint-venture', financialControlType: 'own' },
      'org.boundary.control.joint-venture',
      'financialControlType',
    ],
    [
      { equitySharePct: '70', relationship: 'subsidiary', financialControlType: 'none' },
      'org.boundary.control.subsidiary',
      'financialControlType',
    ],
    [
      { equitySharePct: '56', relationship: 'associate', financialControlType: 'own' },
      'org.boundary.control.associate',
      'financialControlType',
    ],
    [
      { equitySharePct: '5', relationship: 'fixed-asset-investment', financialControlType: 'joint' },
      'org.boundary.control.fixed-asset-investment',
      'financialControlType',
    ],
    [
      { equitySharePct: '100', relationship: 'wholly-owned', financialControlType: 'joint' },
      'org.boundary.control.wholly-owned',
      'financialControlType',
    ],
  ] as const)('refuses a contradiction when saved: %o → %s naming %s', (input, key, field) => {
    let caught: unknown;
    try {
      resolveBoundary('legal_entity', input, null);
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(DomainError);
    const err = caught as DomainError;
    expect([err.key, err.field]).toEqual([key, field]);
    for (const l of ['zh-CN', 'en-US', 'zh-TW'] as const) expect(translate(l, err.key, { field: 'X' })).toMatch(/^X/);
  });

  it('lets a franchise hold any control (Table 1: the same rules apply when the franchiser has equity or control)', () => {
    for (const financialControlType of ['own', 'joint', 'none'] as const)
      expect(
        resolveBoundary('legal_entity', { equitySharePct: '10', relationship: 'franchise', financialControlType }, null),
      ).toMatchObject({
        financialControlType,
      });
  });
});
