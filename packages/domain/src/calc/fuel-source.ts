/**
 * Chinese-guideline combustion of the fill-in forms (calculateSource's `combustion-cn`): the
 * parameters typed, or filled from the library. A fuel's parameter set (factors/fuels.ts) fills
 * NCV, carbon content, oxidation rate and the CH4 / N2O factors of the source's kind (stationary
 * or mobile) at once; a typed value that differs from the library's needs a reason, which the
 * explanation keeps. A single parameter row fills its one parameter, as before.
 */
import { invalid } from '../errors.js';
import { Decimal, toNonNegative, type DecimalInput } from './decimal.js';
import type { EmissionResult, FactorRef } from './explain.js';
import { combustionCnGuideline, type CombustionCnGuidelineInput } from './combustion/index.js';
import { mul } from './exact.js';
import type { GwpAssessment } from './gwp/gwp-table.js';
import type { FuelKind } from '../factors/fuels.js';
import type { SourceOf } from './source-input.js';

/** A factor-library row as the calculation needs it (the server resolves it by id). */
export type ResolvedFactor = {
  id: string;
  code: string;
  factorVersion: string;
  name: string;
  gas: string;
  value: string;
  factorUnit: string;
  gasUnit: string;
  activityUnit: string;
  sourceTitle: string;
  /** The fuel's whole parameter set (same code prefix and version), when the row belongs to one. */
  fuel?: Partial<Record<FuelKind, ResolvedFactor>>;
};

export const factorRef = (f: ResolvedFactor): FactorRef => ({
  id: f.id,
  version: f.factorVersion,
  name: `${f.code} ${f.name}`,
  source: f.sourceTitle,
});

export const factorUnitMismatch = (f: ResolvedFactor, expected: string) =>
  invalid('calc.source.factorUnitMismatch', { code: f.code, unit: f.factorUnit, expected }, 'factorId');

/** An inline parameter, or the one the factor filled; absent → a field-naming 1012001. */
export function need(value: DecimalInput | undefined, field: string): DecimalInput {
  if (value === undefined) throw invalid('calc.source.parameterRequired', { field }, field);
  return value;
}

const compact = (u: string) => u.replace(/\s/g, '');
const percent = (f: ResolvedFactor) => mul(toNonNegative(f.value, 'factor'), new Decimal('0.01')).toFixed();

type Param = 'ncv' | 'carbonContent' | 'oxidationRate' | 'ch4KgPerTJ' | 'n2oKgPerTJ';
type Filled = { value: string; ref: ResolvedFactor };

/** The library's value of each parameter the fuel's set holds, in the engine's units (CC in tC/TJ, OF as a fraction). */
function fromSet(s: SourceOf<'combustion-cn'>, set: NonNullable<ResolvedFactor['fuel']>): Partial<Record<Param, Filled>> {
  const mobile = s.sourceType === 'mobile';
  const out: Partial<Record<Param, Filled>> = {};
  const ncv = set.NCV;
  if (ncv) {
    if (compact(ncv.factorUnit) !== `GJ/${compact(s.consumptionUnit)}`) throw factorUnitMismatch(ncv, `GJ/${s.consumptionUnit}`);
    out.ncv = { value: ncv.value, ref: ncv };
  }
  if (set.CC) out.carbonContent = { value: set.CC.value, ref: set.CC };
  if (set.OF) out.oxidationRate = { value: percent(set.OF), ref: set.OF };
  const ch4 = mobile ? set['CH4-M'] : set['CH4-S'];
  const n2o = mobile ? set['N2O-M'] : set['N2O-S'];
  if (ch4) out.ch4KgPerTJ = { value: ch4.value, ref: ch4 };
  if (n2o) out.n2oKgPerTJ = { value: n2o.value, ref: n2o };
  return out;
}

/** The typed value in the library value's unit (carbon content typed per GJ compares ×1000 with tC/TJ). */
function typedInLibraryUnit(s: SourceOf<'combustion-cn'>, p: Param, typed: DecimalInput): Decimal {
  const v = toNonNegative(typed, p);
  return p === 'carbonContent' && (s.carbonContentUnit ?? 'tC/GJ') === 'tC/GJ' ? mul(v, new Decimal(1000)) : v;
}

const SOURCE_NAME: Record<Param, 'ncv' | 'carbonContent' | 'oxidationRate' | 'ch4Factor' | 'n2oFactor'> = {
  ncv: 'ncv',
  carbonContent: 'carbonContent',
  oxidationRate: 'oxidationRate',
  ch4KgPerTJ: 'ch4Factor',
  n2oKgPerTJ: 'n2oFactor',
};

/** The parameters of one call as filled (typed or from the library), with the carbon content's unit. */
type FilledParams = Partial<Record<Param, DecimalInput>> & { carbonContentUnit?: SourceOf<'combustion-cn'>['carbonContentUnit'] };

/**
 * The guideline's input from a source and its filled parameters: NCV, carbon content and oxidation rate required,
 * CH4 and N2O together when either is given (the other then 0).
 */
function guidelineInput(s: SourceOf<'combustion-cn'>, p: FilledParams, gwpSet: GwpAssessment): CombustionCnGuidelineInput {
  const both = p.ch4KgPerTJ !== undefined || p.n2oKgPerTJ !== undefined;
  return {
    consumption: s.consumption,
    consumptionUnit: s.consumptionUnit,
    ncv: need(p.ncv, 'ncv'),
    carbonContent: need(p.carbonContent, 'carbonContent'),
    ...(p.carbonContentUnit ? { carbonContentUnit: p.carbonContentUnit } : {}),
    oxidationRate: need(p.oxidationRate, 'oxidationRate'),
    ...(both ? { ch4KgPerTJ: p.ch4KgPerTJ ?? 0, n2oKgPerTJ: p.n2oKgPerTJ ?? 0, assessment: gwpSet } : {}),
    ...(s.sourceType ? { sourceType: s.sourceType } : {}),
  };
}

function withFuelSet(s: SourceOf<'combustion-cn'>, f: ResolvedFactor, gwpSet: GwpAssessment): EmissionResult {
  const lib = fromSet(s, f.fuel ?? {});
  const p: Partial<Record<Param, DecimalInput>> = {};
  const refs: Partial<Record<Param, FactorRef>> = {};
  const sources: Partial<Record<(typeof SOURCE_NAME)[Param], string>> = {};
  let ccUnit = s.carbonContentUnit;
  for (const name of ['ncv', 'carbonContent', 'oxidationRate', 'ch4KgPerTJ', 'n2oKgPerTJ'] as const) {
    const typed = s[name];
    const filled = lib[name];
    if (typed === undefined || !filled) {
      p[name] = typed ?? filled?.value;
      if (typed === undefined && filled) {
        refs[name] = factorRef(filled.ref);
        if (name === 'carbonContent') ccUnit = 'tC/TJ';
      }
      continue;
    }
    p[name] = typed;
    if (typedInLibraryUnit(s, name, typed).eq(new Decimal(filled.value))) {
      refs[name] = factorRef(filled.ref);
      continue;
    }
    if (!s.overrideReason) throw invalid('calc.source.overrideReasonRequired', { field: name, value: filled.value }, name);
    sources[SOURCE_NAME[name]] = `user (library ${filled.value}; reason: ${s.overrideReason})`;
  }
  return combustionCnGuideline({
    ...guidelineInput(s, { ...p, carbonContentUnit: ccUnit }, gwpSet),
    factors: {
      ...(refs.ncv ? { ncv: refs.ncv } : {}),
      ...(refs.carbonContent ? { carbonContent: refs.carbonContent } : {}),
      ...(refs.oxidationRate ? { oxidationRate: refs.oxidationRate } : {}),
      ...(refs.ch4KgPerTJ ? { ch4: refs.ch4KgPerTJ } : {}),
      ...(refs.n2oKgPerTJ ? { n2o: refs.n2oKgPerTJ } : {}),
    },
    sources,
  });
}

/** One parameter row (NCV, carbon content or oxidation rate) fills its parameter; the rest typed. */
function withParameterRow(s: SourceOf<'combustion-cn'>, f: ResolvedFactor | undefined, gwpSet: GwpAssessment): EmissionResult {
  const p = { ncv: s.ncv, carbonContent: s.carbonContent, carbonContentUnit: s.carbonContentUnit, oxidationRate: s.oxidationRate };
  if (f) {
    const unit = compact(f.factorUnit);
    if (unit === 'tC/TJ' || unit === 'tC/GJ') Object.assign(p, { carbonContent: f.value, carbonContentUnit: unit });
    else if (unit === '%') p.oxidationRate = percent(f);
    else if (unit === `GJ/${compact(s.consumptionUnit)}`) p.ncv = f.value;
    else throw factorUnitMismatch(f, `GJ/${s.consumptionUnit}, tC/TJ, tC/GJ, %`);
  }
  return combustionCnGuideline({
    ...guidelineInput(s, { ...p, ch4KgPerTJ: s.ch4KgPerTJ, n2oKgPerTJ: s.n2oKgPerTJ }, gwpSet),
    ...(f ? { factor: factorRef(f) } : {}),
  });
}

/** Molar masses: CO2 44 g/mol over C 12 g/mol (IPCC 2006 GL Vol.2 Ch.1 eq. 1.5's 44/12). */
const C_TO_CO2 = new Decimal(44).div(12);
/** kg per t (SI). */
const KG_PER_T = new Decimal(1000);

export type IpccFuelFactors = {
  values: Partial<Record<'co2KgPerTJ' | 'ch4KgPerTJ' | 'n2oKgPerTJ', string>>;
  /** The library rows behind each value: CO2 from the carbon content and the oxidation rate. */
  refs: { co2?: FactorRef; co2Oxidation?: FactorRef; ch4?: FactorRef; n2o?: FactorRef };
};

/**
 * The IPCC Tier 1 factors (kg/TJ) a fuel's parameter set gives (issue 25: an imported IPCC fuel row
 * keeps its factor versions): CO2 = carbon content [tC/TJ] × oxidation [%] / 100 × 44/12 × 1000,
 * to 4 decimals (IPCC 2006 GL Vol.2 Ch.1 eq. 1.5: natural gas 15.3 tC/TJ × 1 × 44/12 = 56,100 kg/TJ,
 * Table 1.4); CH4 and N2O the set's stationary or mobile rows. A factor the set lacks is absent.
 */
export function ipccFuelFactors(set: NonNullable<ResolvedFactor['fuel']>, mobile: boolean): IpccFuelFactors {
  const out: IpccFuelFactors = { values: {}, refs: {} };
  if (set.CC && set.OF) {
    if (compact(set.CC.factorUnit) !== 'tC/TJ') throw factorUnitMismatch(set.CC, 'tC/TJ');
    out.values.co2KgPerTJ = new Decimal(set.CC.value).mul(percent(set.OF)).mul(C_TO_CO2).mul(KG_PER_T).toDecimalPlaces(4).toFixed();
    out.refs.co2 = factorRef(set.CC);
    out.refs.co2Oxidation = factorRef(set.OF);
  }
  const ch4 = mobile ? set['CH4-M'] : set['CH4-S'];
  const n2o = mobile ? set['N2O-M'] : set['N2O-S'];
  if (ch4) {
    out.values.ch4KgPerTJ = ch4.value;
    out.refs.ch4 = factorRef(ch4);
  }
  if (n2o) {
    out.values.n2oKgPerTJ = n2o.value;
    out.refs.n2o = factorRef(n2o);
  }
  return out;
}

/** `combustion-cn` with its library row: a fuel's set, one parameter row, or none. */
export function cnCombustion(s: SourceOf<'combustion-cn'>, f: ResolvedFactor | undefined, gwpSet: GwpAssessment): EmissionResult {
  return f?.fuel && Object.keys(f.fuel).length > 0 ? withFuelSet(s, f, gwpSet) : withParameterRow(s, f, gwpSet);
}
