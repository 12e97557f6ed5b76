import { describe, expect, it } from 'vitest';
import { canMoveConstruction, nextConstructionStatuses } from './construction-status.js';

describe('construction status transitions', () => {
  it.each([
    [1, 2, true],
    [1, 5, true],
    [1, 3, false],
    [1, 4, false],
    [2, 3, true],
    [2, 4, false],
    [2, 1, false],
    [3, 4, true],
    [3, 2, true],
    [3, 5, true],
    [4, 5, false],
    [4, 3, false],
    [5, 1, false],
    [9, 1, false],
  ])('%i → %i allowed: %s', (from, to, allowed) => {
    expect(canMoveConstruction(from, to)).toBe(allowed);
  });

  it('accepted and cancelled are final', () => {
    expect(nextConstructionStatuses(4)).toEqual([]);
    expect(nextConstructionStatuses(5)).toEqual([]);
  });
});
