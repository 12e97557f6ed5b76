import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPassword, generatePassword } from './password.js';

describe('checkPassword (spec §5: 8–14 chars, upper, lower, special)', () => {
  it.each([
    ['Abcdef!x', []],
    ['Abcdefghijkl!3', []],
    ['Abc!xyz', ['length']],
    ['Abcdefghijklm!3', ['length']],
    ['abcdefg!', ['upper']],
    ['ABCDEFG!', ['lower']],
    ['Abcdefgh', ['special']],
    ['Abc def!x', ['whitespace']],
  ])('%s → %j', (pw, problems) => {
    expect(checkPassword(pw)).toEqual(problems);
  });
});

describe('generatePassword', () => {
  it('always meets the policy', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 64, maxLength: 64 }), (seed) => {
        let offset = 0;
        const rnd = (n: number) => {
          const out = seed.slice(offset % 32, (offset % 32) + n);
          offset += n;
          return out.length === n ? out : new Uint8Array(n).map((_, i) => seed[i % seed.length]!);
        };
        expect(checkPassword(generatePassword(rnd))).toEqual([]);
      }),
    );
  });
});
