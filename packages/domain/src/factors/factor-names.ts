import type { Locale } from '../i18n/locale.js';
import { FACTOR_SEED } from './seed.js';

let byCode: Map<string, { zh: string; en: string }> | undefined;
const namesOf = (code: string) => (byCode ??= new Map(FACTOR_SEED.map((r) => [r.code, { zh: r.nameZh, en: r.nameEn }]))).get(code);

/**
 * A library factor's name in the reader's language (issue 25: the same grid factor read in English when it was imported,
 * in Chinese when entered on screen). A stored result keeps the name the factor had when it was computed; a seeded
 * factor's name is known in both languages and shown in the reader's (Chinese screens take the Chinese name), any other
 * stays as stored. `name` may start with the code (an explanation's "CODE name").
 */
export function factorNameIn(locale: Locale, code: string | null | undefined, name: string): string {
  const names = code ? namesOf(code) : undefined;
  if (!names) return name;
  const local = locale === 'en-US' ? names.en : names.zh;
  return name.startsWith(`${code} `) ? `${code} ${local}` : local;
}

/** The code an explanation's factor name ("CODE name") starts with. */
export const factorCodeOf = (name: string | undefined): string | undefined => name?.split(' ', 1)[0];
