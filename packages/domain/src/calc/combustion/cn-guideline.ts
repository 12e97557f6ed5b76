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
  /**
   * CH4 and N2O in kg per TJ of fuel energy (IPCC 2006 Tier 1: E_gas = FC × NCV / 1000 × EF / 1000);
   * absent: CO2 only, as the Chinese guidelines count it.
   */
  ch4KgPerTJ?: DecimalInput;
  n2oKgPerTJ?: DecimalInput;
  sourceType?: CombustionSourceType;
  /** Needed for CH4 and N2O; only recorded otherwise (CO2 has GWP 1 in every set). */
  assessment?: GwpAssessment;
  /** The fuel's factor row (NCV, CC and OF together). */
  factor?: FactorRef;
  factors?: { ncv?: FactorRef; carbonContent?: FactorRef; oxidationRate?: FactorRef; ch4?: FactorRef; n2o?: FactorRef };
  /** Sources of the inputs when not simply factor / user (an override of the fuel's library value). */
  sources?: Partial<Record<'ncv' | 'carbonContent' | 'oxidationRate' | 'ch4Factor' | 'n2oFactor', string>>;
};

/** CH4 and N2O of the fuel energy FC × NCV [GJ] / 1000 = TJ (exact), with their explained inputs. */
function otherGases(input: CombustionCnGuidelineInput, fc: Decimal, ncv: Decimal, src: (name: SourcedInput) => string) {
  if (input.ch4KgPerTJ === undefined && input.n2oKgPerTJ === undefined) return { gases: [], inputs: [] };
  const energy = milli(mul(fc, ncv));
  const ch4 = toNonNegative(input.ch4KgPerTJ ?? 0, 'ch4KgPerTJ');
  const n2o = toNonNegative(input.n2oKgPerTJ ?? 0, 'n2oKgPerTJ');
  return {
    gases: [
      { gas: 'CH4', massT: milli(mul(energy, ch4)) },
      { gas: 'N2O', massT: milli(mul(energy, n2o)) },
    ],
    inputs: [
      explained('energy', energy, 'TJ', 'derived'),
      explained('ch4Factor', ch4, 'kg CH4/TJ', src('ch4Factor')),
      explained('n2oFactor', n2o, 'kg N2O/TJ', src('n2oFactor')),
    ],
  };
}

type SourcedInput = keyof NonNullable<CombustionCnGuidelineInput['sources']>;

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
  const refs = input.factors ?? {};
  const byName = {
    ncv: refs.ncv,
    carbonContent: refs.carbonContent,
    oxidationRate: refs.oxidationRate,
    ch4Factor: refs.ch4,
    n2oFactor: refs.n2o,
  };
  const src = (name: SourcedInput) => input.sources?.[name] ?? ((byName[name] ?? input.factor) ? 'factor' : 'user');
  const other = otherGases(input, fc, ncv, src);
  const unit = input.consumptionUnit;
  return emissionResult({
    gases: [{ gas: 'CO2', massT: co2 }, ...other.gases],
    ...(input.assessment ? { assessment: input.assessment } : {}),
    explanation: {
      method: 'combustion.cn-guideline',
      formula: `E_CO2 [t] = FC × NCV [GJ/${unit}] × CC [tC/GJ] × OF × 44/12${other.gases.length ? '; E_gas [t] = FC × NCV / 1000 [TJ] × EF_gas [kg/TJ] / 1000' : ''}`,
      inputs: [
        explained('consumption', fc, unit),
        explained('ncv', ncv, `GJ/${unit}`, src('ncv')),
        explained('carbonContent', ccRaw, ccUnit, src('carbonContent')),
        ...(ccUnit === 'tC/TJ' ? [explained('carbonContentPerGJ', cc, 'tC/GJ', 'derived')] : []),
        explained('oxidationRate', of, 'fraction', src('oxidationRate')),
        { name: 'co2PerC', value: '44/12', unit: 'tCO2/tC', source: `constant: ${CO2_PER_C.source}` },
        ...other.inputs,
        { name: 'sourceType', value: input.sourceType ?? 'stationary', unit: '-' },
      ],
      factors: factorList(input.factor, refs.ncv, refs.carbonContent, refs.oxidationRate, refs.ch4, refs.n2o),
    },
  });
}
