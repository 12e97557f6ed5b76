import { describe, expect, it } from 'vitest';
import { firstOrgInScope } from './org-scope';

/** Fii › (CCBG › Longhua, IIBG › Zhengzhou): the tree a manager of IIBG receives carries Fii as its root. */
const TREE = [
  {
    id: '1',
    children: [
      { id: '2', children: [{ id: '3', children: [] }] },
      { id: '4', children: [{ id: '5', children: [] }] },
    ],
  },
];

describe('firstOrgInScope', () => {
  it('opens on the first organisation in the scope, depth first, not on an ancestor shown for context', () => {
    expect(firstOrgInScope(TREE, ['4', '5'])).toBe('4');
    expect(firstOrgInScope(TREE, ['5', '3'])).toBe('3');
  });

  it('opens on the root for the super administrator (an empty scope is every organisation), nothing on no tree', () => {
    expect(firstOrgInScope(TREE, [])).toBe('1');
    expect(firstOrgInScope([], ['4'])).toBeUndefined();
  });
});
