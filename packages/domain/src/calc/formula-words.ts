/**
 * The words of the engine's formulas (electricity, combustion, scope 3), longest first; the rest
 * of a formula is symbols and units. Screens and documents show each in the reader's language
 * (their catalogues hold `formulaWord.<key>`), never as the engine's English word (issue 9:
 * `consumption` is an input name, not a label). The one list the web and the PDF both use.
 */
export const FORMULA_WORDS: readonly (readonly [RegExp, string])[] = [
  [/\bbiogenic CO2 reported separately\b/g, 'biogenicApart'],
  [/\bresidual mix\b/g, 'residualMix'],
  [/\bgrid factor\b/g, 'gridFactor'],
  [/\bgreen power\b/g, 'greenPower'],
  [/\bcertificates\b/g, 'certificates'],
  [/\bconsumption\b/g, 'consumption'],
  [/\bquantity\b/g, 'quantity'],
  [/\bdistance\b/g, 'distance'],
  [/\bEnergy\b/g, 'energy'],
  [/\bperiod\b/g, 'period'],
  [/\bspend\b/g, 'spend'],
  [/\brate\b/g, 'rate'],
  [/\bmass\b/g, 'mass'],
];

/** A formula with each of its words replaced by `word(key)`. */
export function formulaInWords(formula: string, word: (key: string) => string): string {
  return FORMULA_WORDS.reduce((f, [pattern, key]) => f.replace(pattern, word(key)), formula);
}
