import { invalid } from '../../errors.js';
import { Decimal, type DecimalInput, optNonNegative, toFraction, toNonNegative } from '../decimal.js';
import type { EmissionResult, ExplainedInput, FactorRef } from '../explain.js';
import { milli, mul, sub } from '../exact.js';
import type { GwpAssessment } from '../gwp/gwp-table.js';
import { emissionResult, explained, factorList } from '../gwp/result.js';
import { WASTEWATER_DEFAULTS } from './defaults.js';

/**
 * Units: TOW and S in kg COD, B0 in kg CH4/kg COD, R in kg CH4, volume in m³, COD
 * concentration in mg/L (= g/m³) or kg/m³. The result's gases are in t (kg / 1000).
 * Give either `tow` or `volumeM3` with one COD pair (in and out, same unit).
 */
export type WastewaterCh4Input = {
  /** Total organically degradable material, kg COD (any definition the caller chose). */
  tow?: DecimalInput;
  volumeM3?: DecimalInput;
  codInMgL?: DecimalInput;
  codOutMgL?: DecimalInput;
  codInKgM3?: DecimalInput;
  codOutKgM3?: DecimalInput;
  /** S: organic component removed as sludge, kg COD (default 0). */
  sludgeS?: DecimalInput;
  /** B0, kg CH4/kg COD (default WASTEWATER_DEFAULTS.b0). */
  b0?: DecimalInput;
  /** MCF, fraction 0..1 (default WASTEWATER_DEFAULTS.mcf). */
  mcf?: DecimalInput;
  /** R: CH4 recovered or flared, kg CH4 (default 0). */
  recoveredR?: DecimalInput;
  assessment: GwpAssessment;
  /** Wastewater methane is biogenic: 'CH4-non-fossil' unless the caller says otherwise. */
  ch4Gas?: 'CH4' | 'CH4-fossil' | 'CH4-non-fossil';
  factor?: FactorRef;
  factors?: { b0?: FactorRef; mcf?: FactorRef };
};

type Tow = { tow: Decimal; shown: ExplainedInput[]; fromCod: boolean };

function codPair(input: WastewaterCh4Input): { cin: DecimalInput; cout: DecimalInput; unit: 'mg/L' | 'kg/m3' } {
  const mg = input.codInMgL !== undefined || input.codOutMgL !== undefined;
  const kg = input.codInKgM3 !== undefined || input.codOutKgM3 !== undefined;
  if (mg === kg) throw invalid('calc.wastewater.activityRequired', {}, 'tow');
  const [cin, cout] = mg ? [input.codInMgL, input.codOutMgL] : [input.codInKgM3, input.codOutKgM3];
  if (cin === undefined || cout === undefined) throw invalid('calc.wastewater.activityRequired', {}, 'tow');
  return { cin, cout, unit: mg ? 'mg/L' : 'kg/m3' };
}

/** TOW given directly, or W × (COD_in − COD_out): the removed COD of the Chinese guidelines. */
function resolveTow(input: WastewaterCh4Input): Tow {
  const byCod = input.volumeM3 !== undefined;
  if (input.tow !== undefined) {
    if (byCod) throw invalid('calc.emissions.exactlyOneOf', { fields: 'tow, volumeM3' }, 'tow');
    const tow = toNonNegative(input.tow, 'tow');
    return { tow, shown: [explained('tow', tow, 'kg COD')], fromCod: false };
  }
  if (!byCod) throw invalid('calc.wastewater.activityRequired', {}, 'tow');
  const { cin, cout, unit } = codPair(input);
  const volume = toNonNegative(input.volumeM3 as DecimalInput, 'volumeM3');
  const codIn = toNonNegative(cin, 'codIn');
  const codOut = toNonNegative(cout, 'codOut');
  if (codOut.greaterThan(codIn)) throw invalid('calc.wastewater.codOutAboveIn', {}, 'codOut');
  // mg/L = g/m³ = 10⁻³ kg/m³.
  const removedKgM3 = unit === 'mg/L' ? milli(sub(codIn, codOut)) : sub(codIn, codOut);
  const tow = mul(volume, removedKgM3);
  const shown = [
    explained('volume', volume, 'm3'),
    explained('codIn', codIn, unit),
    explained('codOut', codOut, unit),
    explained('tow', tow, 'kg COD', 'derived'),
  ];
  return { tow, shown, fromCod: true };
}

/**
 * Wastewater CH4 (IPCC 2006 GL Vol.5 Eq. 6.4/6.5; Chinese sector guidelines):
 * CH4 [kg] = (TOW − S) × B0 × MCF − R, reported as 0 when negative (reference decision).
 * Result gases in t; CO2e with the non-fossil CH4 GWP by default.
 */
export function wastewaterCh4(input: WastewaterCh4Input): EmissionResult {
  const { tow, shown, fromCod } = resolveTow(input);
  const s = optNonNegative(input.sludgeS, 'sludgeS');
  const b0 = toNonNegative(input.b0 ?? WASTEWATER_DEFAULTS.b0.value, 'b0');
  const mcf = toFraction(input.mcf ?? WASTEWATER_DEFAULTS.mcf.value, 'mcf');
  const r = optNonNegative(input.recoveredR, 'recoveredR');
  const raw = sub(mul(sub(tow, s), b0, mcf), r);
  const clamped = raw.isNegative();
  const ch4Kg = clamped ? new Decimal(0) : raw;
  const src = (given: unknown, ref: FactorRef | undefined, d: keyof typeof WASTEWATER_DEFAULTS) => {
    if (given === undefined) return `default: ${WASTEWATER_DEFAULTS[d].source}`;
    return (ref ?? input.factor) ? 'factor' : 'user';
  };
  const notes = [...(fromCod ? ['calc.wastewater.note.towRemovedCod'] : []), ...(clamped ? ['calc.wastewater.note.clampedToZero'] : [])];
  return emissionResult({
    gases: [{ gas: input.ch4Gas ?? 'CH4-non-fossil', massT: milli(ch4Kg) }],
    assessment: input.assessment,
    explanation: {
      method: 'wastewater.ch4',
      formula: 'CH4 [kg] = max(0, (TOW − S) [kg COD] × B0 [kg CH4/kg COD] × MCF − R [kg CH4]); t = kg / 1000',
      inputs: [
        ...shown,
        explained('sludge', s, 'kg COD'),
        explained('b0', b0, 'kg CH4/kg COD', src(input.b0, input.factors?.b0, 'b0')),
        explained('mcf', mcf, 'fraction', src(input.mcf, input.factors?.mcf, 'mcf')),
        explained('recovered', r, 'kg CH4'),
        explained('ch4BeforeClamp', raw, 'kg CH4', 'derived'),
      ],
      factors: factorList(input.factor, input.factors?.b0, input.factors?.mcf),
      notes,
    },
  });
}
