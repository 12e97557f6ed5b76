import { Decimal } from '../calc/decimal.js';
import type { Locale } from '../i18n/locale.js';

/**
 * Number formats of the dashboard and the cockpit (issue 14: "万, 亿 in Chinese; thousands
 * separators in English"). Chinese groups by myriads: 1 万 = 10^4, 1 亿 = 10^8 (Traditional
 * Chinese writes 萬, 億). Exact decimal arithmetic on the server's strings; rounding half up
 * to `decimals` places, trailing zeros dropped. null stays null: the screen says "data not reported".
 */

const MYRIAD = { 'zh-CN': ['万', '亿'], 'zh-TW': ['萬', '億'] } as const;
const WAN = new Decimal(10_000);
const YI = new Decimal(100_000_000);

/** Groups the integer digits of a plain (non-negative) number by thousands. */
function groupThousands(plain: string): string {
  const [int, frac] = plain.split('.');
  const groups: string[] = [];
  for (let end = int!.length; end > 0; end -= 3) groups.unshift(int!.slice(Math.max(0, end - 3), end));
  const grouped = groups.join(',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** `value` rounded half up to `decimals` places, without trailing zeros. */
function rounded(value: Decimal, decimals: number): string {
  return value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toFixed();
}

/** A tCO2e (or any) amount for display in `locale`: "1.23万" / "4.5亿" in Chinese, "12,345.68" in English. */
export function formatAmount(value: string | number | null | undefined, locale: Locale, decimals = 2): string | null {
  if (value === null || value === undefined || value === '') return null;
  const v = new Decimal(value);
  const sign = v.isNegative() && !v.isZero() ? '-' : '';
  const abs = v.abs();
  if (locale === 'en-US') {
    const text = rounded(abs, decimals);
    return text === '0' ? '0' : `${sign}${groupThousands(text)}`;
  }
  const [wan, yi] = MYRIAD[locale];
  // a value that rounds up to the next unit is shown in it (99,999,999 → 1亿, not 10000万)
  const inYi = abs.dividedBy(YI);
  if (new Decimal(rounded(abs.dividedBy(WAN), decimals)).gte(WAN)) return `${sign}${rounded(inYi, decimals)}${yi}`;
  if (new Decimal(rounded(abs, decimals)).gte(WAN)) return `${sign}${rounded(abs.dividedBy(WAN), decimals)}${wan}`;
  const text = rounded(abs, decimals);
  return text === '0' ? '0' : `${sign}${text}`;
}

/** A ratio (0.1234) as a percentage in every language: "12.34%". */
export function formatPercent(ratio: string | number | null | undefined, decimals = 1): string | null {
  if (ratio === null || ratio === undefined || ratio === '') return null;
  return `${rounded(new Decimal(ratio).times(100), decimals)}%`;
}

/** The change from `from` to `to` as a ratio (null when either is missing or `from` is zero). */
export function changeOf(from: string | null | undefined, to: string | null | undefined): string | null {
  if (from === null || from === undefined || to === null || to === undefined) return null;
  const f = new Decimal(from);
  if (f.isZero()) return null;
  return new Decimal(to).minus(f).dividedBy(f).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed();
}
