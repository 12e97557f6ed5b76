/**
 * One term per concept in zh-TW (issue 25): the Taiwan-usual word, never its mainland variant.
 * Each row is [the variant refused, the term to use]; the i18n check fails on a zh-TW text
 * holding a refused variant.
 */
export const ZH_TW_TERMS: readonly (readonly [refused: string, chosen: string])[] = [
  ['審批', '簽核'],
  ['數據', '資料'],
  ['基於位置', '以位置為基礎'],
  ['基於市場', '以市場為基礎'],
];

/** The problems of zh-TW texts `texts` (label → text): one per text holding a refused variant. */
export function termProblems(texts: Iterable<readonly [label: string, text: string]>): string[] {
  const problems: string[] = [];
  for (const [label, text] of texts)
    for (const [refused, chosen] of ZH_TW_TERMS)
      if (text.includes(refused)) problems.push(`term: ${label} uses "${refused}" in zh-TW; Taiwan-usual is "${chosen}"`);
  return problems;
}
