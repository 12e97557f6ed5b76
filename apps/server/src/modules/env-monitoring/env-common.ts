import crypto from 'node:crypto';
export const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('hex');

/** Numeric columns come back as strings; limits and averages are shown plainly ("10.500" → "10.5"). */
export const plain = (v: string | null | undefined): string | null => {
  if (v === null || v === undefined) return null;
  return v.includes('.') ? v.replace(/0+$/, '').replace(/\.$/, '') : v;
};

export const iso = (d: Date | string | null | undefined): string | null =>
  d === null || d === undefined ? null : (d instanceof Date ? d : new Date(d)).toISOString();
