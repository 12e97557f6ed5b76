import { Decimal, type DecimalInput, toFraction, toNonNegative } from '../decimal.js';
import type { EmissionResult, FactorRef } from '../explain.js';
import { milli, mul } from '../exact.js';
import type { GwpAssessment } from '../gwp/gwp-table.js';
import { emissionResult, explained, factorList } from '../gwp/result.js';

/** Consumption unit; the NCV is given per the same unit (GJ/t or GJ/10⁴ Nm³). */
export type CnConsumptionUnit = 't' | '10^4 Nm3';
/** Carbon content per energy: the guideline's tC/GJ, or tC/TJ as its default tables print it. */
export type CarbonContentUnit = 'tC/GJ' | 'tC/TJ';
/** Fixed (stationary) or mobile combustion: same formulas, recorded in the explanation. */
export type CombustionSourceType = 'stationary' | 'mobile';

/**
 * Ratio of molar masses CO2/C used by the Chinese guidelines and IPCC 2006 GL Vol.2 Ch.1:
 * 44/12 (CO2 44 g/mol, C 12 g/mol, rounded molar masses).
 */
export const CO2_PER_C = {
  numerator: 44,
  denominator: 12,
  source: 'IPCC 2006 GL Vol.2 Ch.1; NDRC 24-sector guidelines: 44/12 (molar masses CO2/C)',
} as const;

export type CombustionCnGuidelineInput = {
  /** FC: fuel consumed, in `consumptionUnit`. */
  consumption: DecimalInput;
  consumptionUnit: CnConsumptionUnit;
  /** NCV in GJ per `consumptionUnit`. */
  ncv: DecimalInput;
  /** CC in `carbonContentUnit` (default tC/GJ). */
  carbonContent: DecimalInput;
  carbonContentUnit?: CarbonContentUnit;
  /** OF as a fraction 0..1 (e.g. 0.99, not 99). */
  oxidationRate: DecimalInput;
  sourceType?: CombustionSourceType;
  /** Only recorded in the explanation: CO2 has GWP 1 in every set. */
  assessment?: GwpAssessment;
  /** The fuel's factor row (NCV, CC and OF together). */
  factor?: FactorRef;
  factors?: { ncv?: FactorRef; carbonContent?: FactorRef; oxidationRate?: FactorRef };
};

/**
 * Chinese guideline combustion CO2 (reference §5): E = FC × NCV × CC × OF × 44/12, in tCO2.
 * The product is exact; the single division by 12 is the last step, rounded to the Decimal
 * precision (default 20 significant digits).
 */
export function combustionCnGuideline(input: CombustionCnGuidelineInput): EmissionResult {
  const fc = toNonNegative(input.consumption, 'consumption');
  const ncv = toNonNegative(input.ncv, 'ncv');
  const ccUnit = input.carbonContentUnit ?? 'tC/GJ';
  const ccRaw = toNonNegative(input.carbonContent, 'carbonContent');
  const cc = ccUnit === 'tC/TJ' ? milli(ccRaw) : ccRaw;
  const of = toFraction(input.oxidationRate, 'oxidationRate');
  const co2 = Decimal.div(mul(fc, ncv, cc, of, new Decimal(CO2_PER_C.numerator)), CO2_PER_C.denominator);
  const src = (ref: FactorRef | undefined) => ((ref ?? input.factor) ? 'factor' : 'user');
  return emissionResult({
    gases: [{ gas: 'CO2', massT: co2 }],
    ...(input.assessment ? { assessment: input.assessment } : {}),
    explanation: {
      method: 'combustion.cn-guideline',
      formula: 'E_CO2 [t] = FC × NCV [GJ/unit] × CC [tC/GJ] × OF × 44/12',
      inputs: [
        explained('consumption', fc, input.consumptionUnit),
        explained('ncv', ncv, `GJ/${input.consumptionUnit}`, src(input.factors?.ncv)),
        explained('carbonContent', ccRaw, ccUnit, src(input.factors?.carbonContent)),
        ...(ccUnit === 'tC/TJ' ? [explained('carbonContentPerGJ', cc, 'tC/GJ', 'derived')] : []),
        explained('oxidationRate', of, 'fraction', src(input.factors?.oxidationRate)),
        { name: 'co2PerC', value: '44/12', unit: 'tCO2/tC', source: `constant: ${CO2_PER_C.source}` },
        { name: 'sourceType', value: input.sourceType ?? 'stationary', unit: '-' },
      ],
      factors: factorList(input.factor, input.factors?.ncv, input.factors?.carbonContent, input.factors?.oxidationRate),
    },
  });
}
