/**
 * The password policy of spec §5 and §9: 8–14 characters with upper case, lower case
 * and special characters. Configurable limits are passed in; these are the defaults.
 */
export type PasswordPolicy = { minLength: number; maxLength: number };
export const PASSWORD_POLICY: PasswordPolicy = { minLength: 8, maxLength: 14 };

export type PasswordProblem = 'length' | 'lower' | 'upper' | 'special' | 'whitespace';

/** Returns what is wrong with `password`, or an empty list when it meets the policy. */
export function checkPassword(password: string, policy: PasswordPolicy = PASSWORD_POLICY): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < policy.minLength || length > policy.maxLength) problems.push('length');
  if (!/[a-z]/.test(password)) problems.push('lower');
  if (!/[A-Z]/.test(password)) problems.push('upper');
  if (!/[^A-Za-z0-9\s]/.test(password)) problems.push('special');
  if (/\s/.test(password)) problems.push('whitespace');
  return problems;
}

const LOWER = 'abcdefghijkmnopqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*-_+=?';

/**
 * A random password that meets the policy, from a caller-supplied source of random
 * bytes (crypto on the server), so the domain stays free of I/O.
 */
export function generatePassword(randomBytes: (n: number) => Uint8Array, length = 12): string {
  const pick = (set: string, b: number) => set[b % set.length] as string;
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const bytes = randomBytes(length * 2);
  const chars = [pick(LOWER, bytes[0]!), pick(UPPER, bytes[1]!), pick(SPECIAL, bytes[2]!), pick(DIGITS, bytes[3]!)];
  for (let i = 4; i < length; i++) chars.push(pick(all, bytes[i]!));
  // Fisher–Yates with the remaining bytes so the required classes are not always first.
  for (let i = chars.length - 1; i > 0; i--) {
    const j = bytes[length + i]! % (i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
