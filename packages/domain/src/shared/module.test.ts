import { describe, expect, it } from 'vitest';
import { placeAfter } from './module.js';

const key = (s: string) => s;
const place = (base: string[], placed: [string, string][]) =>
  placeAfter(
    base,
    key,
    placed.map(([item, after]) => ({ item, after })),
  );

describe('placeAfter (the route table and the contracts list, ADR 020)', () => {
  it('inserts an item after its anchor', () => {
    expect(place(['a', 'b', 'c'], [['x', 'a']])).toEqual(['a', 'x', 'b', 'c']);
  });

  it('keeps the order of items placed after one anchor', () => {
    expect(
      place(
        ['a', 'b'],
        [
          ['x', 'a'],
          ['y', 'a'],
        ],
      ),
    ).toEqual(['a', 'x', 'y', 'b']);
  });

  it('places an item after one placed before it', () => {
    expect(
      place(
        ['a', 'b'],
        [
          ['x', 'b'],
          ['y', 'x'],
        ],
      ),
    ).toEqual(['a', 'b', 'x', 'y']);
  });

  it('places an item after one placed later in the list (a module listed before the module it follows)', () => {
    expect(
      place(
        ['a', 'b'],
        [
          ['y', 'x'],
          ['x', 'a'],
        ],
      ),
    ).toEqual(['a', 'x', 'y', 'b']);
  });

  it('refuses an anchor that never comes', () => {
    expect(() => place(['a'], [['x', 'nowhere']])).toThrow('x: nothing to place it after (nowhere)');
  });
});
