/**
 * A fuel's parameter set in the factor library: one row per parameter, all sharing the code
 * `<FAMILY>-FUEL-<FUEL>-` and one version, so choosing the fuel (its NCV row) brings the set:
 * net calorific value, carbon content, oxidation rate, and the CH4 / N2O factors of stationary
 * (`-S`) and mobile (`-M`) combustion. Each row cites its own source.
 */
export const FUEL_KINDS = ['NCV', 'CC', 'OF', 'CH4-S', 'N2O-S', 'CH4-M', 'N2O-M'] as const;
export type FuelKind = (typeof FUEL_KINDS)[number];

const FUEL_CODE = /^(.+-FUEL-[A-Z0-9]+)-(NCV|CC|OF|CH4-S|N2O-S|CH4-M|N2O-M)$/;

/** The set prefix and parameter of a fuel-set row's code (`CN-FUEL-NG-CC` → `CN-FUEL-NG`, `CC`), or undefined. */
export function fuelCodeParts(code: string): { prefix: string; kind: FuelKind } | undefined {
  const m = FUEL_CODE.exec(code.trim());
  return m ? { prefix: m[1]!, kind: m[2] as FuelKind } : undefined;
}

/** Whether `code` is the row that stands for its fuel in a picker (the NCV row). */
export const isFuelCode = (code: string) => fuelCodeParts(code)?.kind === 'NCV';
