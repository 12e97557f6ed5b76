import { LOCALES } from '../locale.js';
import { calcExplainMessages } from './calc-explain.js';

/**
 * Turns the parts of a calculation's explanation (method, input name, value, unit, source)
 * into labels in the reader's language, with the catalogue of calc-explain.ts. `t` renders a
 * domain key (the web passes i18next's, the server or a test `translate(locale, …)`). Anything
 * the catalogue does not know (a unit symbol, a factor code, a free citation) is shown as is.
 */
export type Translate = (key: string, params?: Record<string, string>) => string;

const known = (key: string) => key in calcExplainMessages['en-US'];

/** Source codes the engine writes verbatim (`calc.inputSource.<code>`). */
export const CALC_SOURCE_CODES = ['user', 'factor', 'default', 'derived', 'identity'] as const;

/** Units written as words, with their label (`calc.unit.<label>`); '-' (no unit) shows as a dash. */
export const CALC_WORD_UNITS: Readonly<Record<string, string>> = {
  fraction: 'fraction',
  'fraction/yr': 'fractionPerYear',
  yr: 'year',
  'GHG Protocol Scope 3 category': 'scope3Category',
};

/** Inputs whose value is a code, with the key prefix of its labels (`<prefix>.<value>`). */
export const CALC_CODED_INPUTS: Readonly<Record<string, string>> = {
  sourceType: 'calc.sourceType',
  equipmentType: 'calc.equipmentType',
};

/** Inputs named `<family>.<detail>` (`gwp.CH4`): one label per family, the detail as `{{gas}}`. */
const FAMILIES: Readonly<Record<string, string>> = { gwp: 'gas' };

const CITATION = 'calc.citation.';
let citations: Map<string, string> | undefined;

/** The `calc.citation.*` key whose text (in any language) is `text`, if any. */
export function citationKey(text: string): string | undefined {
  if (!citations) {
    citations = new Map();
    for (const locale of LOCALES)
      for (const [key, value] of Object.entries(calcExplainMessages[locale])) if (key.startsWith(CITATION)) citations.set(value, key);
  }
  return citations.get(text.trim());
}

const cite = (text: string, t: Translate) => {
  const key = citationKey(text);
  return key ? t(key) : text;
};

/** The label of an input name: `carbonContentPerGJ` → "Carbon content per GJ (converted)"; `gwp.CH4` → "GWP of CH4". */
export function inputNameLabel(name: string, t: Translate): string {
  const dot = name.indexOf('.');
  const family = dot > 0 ? FAMILIES[name.slice(0, dot)] : undefined;
  if (family) return t(`calc.input.${name.slice(0, dot)}`, { [family]: name.slice(dot + 1) });
  return known(`calc.input.${name}`) ? t(`calc.input.${name}`) : name;
}

/** The value shown for an input: a coded value's label (`stationary` → "Stationary"), else the value. */
export function inputValueLabel(name: string, value: string, t: Translate): string {
  const prefix = CALC_CODED_INPUTS[name];
  const key = prefix ? `${prefix}.${value}` : undefined;
  return key && known(key) ? t(key) : value;
}

/** The unit shown for an input: word units translated, '-' as a dash, symbols as they are. */
export function inputUnitLabel(unit: string, t: Translate): string {
  if (unit === '-' || unit === '') return '—';
  const label = CALC_WORD_UNITS[unit];
  return label ? t(`calc.unit.${label}`) : unit;
}

const SOURCE_PATTERNS: ReadonlyArray<readonly [RegExp, (m: RegExpExecArray, t: Translate) => string]> = [
  [/^constant:\s*([\s\S]+)$/, (m, t) => t('calc.inputSource.constant', { ref: cite(m[1] ?? '', t) })],
  [/^default:\s*([\s\S]+)$/, (m, t) => t('calc.inputSource.defaultOf', { ref: cite(m[1] ?? '', t) })],
  [/^factor\s+([\s\S]+)$/, (m, t) => t('calc.inputSource.factorRow', { ref: m[1] ?? '' })],
  [/^exchange-rate\s+(\S+)\s+(\S+)$/, (m, t) => t('calc.inputSource.exchangeRateOf', { currency: m[1] ?? '', period: m[2] ?? '' })],
  [/^user, gauge \+ (\S+) MPa$/, (m, t) => t('calc.inputSource.userGauge', { value: m[1] ?? '' })],
  [/^IAPWS-IF97 region (\d+)$/, (m, t) => t('calc.inputSource.if97Region', { region: m[1] ?? '' })],
];

/**
 * Where an input came from, in words: a source code (`user`, `derived` …), a constant or a
 * default with its citation, a library factor, an exchange-rate month, an enumeration key
 * (the scope 3 category), or a citation; an unknown text is shown as it is.
 */
export function inputSourceLabel(source: string | undefined, t: Translate): string {
  const s = (source ?? '').trim();
  if (!s) return '';
  if ((CALC_SOURCE_CODES as readonly string[]).includes(s)) return t(`calc.inputSource.${s}`);
  for (const [pattern, render] of SOURCE_PATTERNS) {
    const m = pattern.exec(s);
    if (m) return render(m, t);
  }
  if (/^enum\.[\w.]+$/.test(s)) return t(s);
  return cite(s, t);
}

/** The method's label; a composed method (`heat.steam.superheated.cn-guideline+heat-factor`) joins its parts. */
export function methodLabel(method: string, t: Translate): string {
  return method
    .split('+')
    .map((part) => (known(`calc.method.${part}`) ? t(`calc.method.${part}`) : part))
    .join(' + ');
}
