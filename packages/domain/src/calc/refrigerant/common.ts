import { Decimal, type DecimalInput, toNonNegative } from '../decimal.js';
import type { EmissionResult, ExplainedInput, FactorRef } from '../explain.js';
import type { BlendComponent } from '../gwp/blends.js';
import { milli, mul } from '../exact.js';
import { blendGwp, canonicalGasName, gasComponents, gwpSource } from '../gwp/gwp.js';
import type { GwpAssessment } from '../gwp/gwp-table.js';
import { emissionResult, explained, factorList } from '../gwp/result.js';

/** A refrigerant: a gas or named blend ('HFC-134a', 'R-410A', 'R-22'), or a custom mixture. */
export type RefrigerantSpec = string | readonly BlendComponent[];
/** Unit of every mass input of one call; results are always in t. */
export type RefrigerantMassUnit = 'kg' | 't';

/** Inputs every refrigerant method shares. */
export type RefrigerantCommon = {
  refrigerant: RefrigerantSpec;
  /** Default 'kg'. */
  massUnit?: RefrigerantMassUnit;
  assessment: GwpAssessment;
  factor?: FactorRef;
};

type Component = { gas: string; massFraction: Decimal };

function components(spec: RefrigerantSpec, assessment: GwpAssessment): { list: Component[]; label: string; gwp: Decimal } {
  if (typeof spec === 'string') {
    return { list: gasComponents(spec), label: canonicalGasName(spec), gwp: blendGwp(gasComponents(spec), assessment) };
  }
  // blendGwp validates the fractions (non-negative, Σ = 1) before anything is split.
  const g = blendGwp(spec, assessment);
  const list = spec.map((c) => ({ gas: canonicalGasName(c.gas), massFraction: toNonNegative(c.massFraction) }));
  return { list, label: list.map((c) => `${c.gas} ${c.massFraction.toFixed()}`).join(' / '), gwp: g };
}

/** Parses one mass input (non-negative), in the call's mass unit. */
export function mass(value: DecimalInput | undefined, field: string): Decimal {
  return value === undefined ? new Decimal(0) : toNonNegative(value, field);
}

/**
 * The named mass inputs of a material balance, each parsed by `mass` (absent: 0), and their explanation lines in
 * the order named: `m.purchased` for the arithmetic, `explainedInputs` for the result.
 */
export function masses<const K extends string>(
  input: Partial<Record<K, DecimalInput>>,
  names: readonly K[],
  unit: RefrigerantMassUnit,
): { m: Record<K, Decimal>; explainedInputs: ExplainedInput[] } {
  const m = Object.fromEntries(names.map((n) => [n, mass(input[n], n)])) as Record<K, Decimal>;
  return { m, explainedInputs: names.map((n) => explained(n, m[n], unit)) };
}

type Finish = {
  common: RefrigerantCommon;
  /** Emitted refrigerant before the zero floor, in the call's mass unit. */
  raw: Decimal;
  method: string;
  formula: string;
  inputs: ExplainedInput[];
};

/**
 * Splits the emitted refrigerant into its component gases (mass × fraction) and converts each
 * with its GWP; a Montreal component lands in outsideScopes. A negative balance means
 * inconsistent data; it is reported as 0 with a note rather than as a removal.
 */
export function finishRefrigerant(f: Finish): EmissionResult {
  const { assessment } = f.common;
  const unit = f.common.massUnit ?? 'kg';
  const { list, label, gwp } = components(f.common.refrigerant, assessment);
  const clamped = f.raw.isNegative();
  const emitted = clamped ? new Decimal(0) : f.raw;
  const tonnes = unit === 'kg' ? milli(emitted) : emitted;
  return emissionResult({
    gases: list.map((c) => ({ gas: c.gas, massT: mul(tonnes, c.massFraction) })),
    assessment,
    explanation: {
      method: f.method,
      formula: `${f.formula}; tCO2e = Σ E × wᵢ × GWPᵢ`,
      inputs: [
        { name: 'refrigerant', value: label, unit: '-' },
        explained('refrigerantGwp', gwp, 'tCO2e/t', gwpSource(assessment)),
        ...f.inputs,
        explained('emitted', f.raw, unit, 'derived'),
      ],
      factors: factorList(f.common.factor),
      notes: clamped ? ['calc.refrigerant.note.negativeClamped'] : [],
    },
  });
}
