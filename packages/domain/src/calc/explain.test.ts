import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinExplanation, splitExplanation, type Explanation } from './explain.js';

const cnGas: Explanation = {
  method: 'combustion.cn-guideline',
  formula: 'E_CO2 [t] = FC × NCV [GJ/unit] × CC [tC/GJ] × OF × 44/12',
  inputs: [
    { name: 'consumption', value: '100.499', unit: '10^4 Nm3', source: 'user' },
    { name: 'co2PerC', value: '44/12', unit: 'tCO2/tC', source: 'constant: IPCC 2006 GL Vol.2 Ch.1' },
    { name: 'sourceType', value: 'stationary', unit: '-' },
  ],
  factors: [],
  gwpSet: 'AR5',
};

const explanation: fc.Arbitrary<Explanation> = fc.record(
  {
    method: fc.string(),
    formula: fc.string(),
    inputs: fc.array(
      fc.record(
        { name: fc.string(), value: fc.string(), unit: fc.string(), source: fc.string() },
        { requiredKeys: ['name', 'value', 'unit'] },
      ),
    ),
    factors: fc.array(fc.record({ id: fc.string(), version: fc.string() })),
    gwpSet: fc.constantFrom('AR4', 'AR5', 'AR6'),
    notes: fc.array(fc.string()),
  },
  { requiredKeys: ['method', 'formula', 'inputs', 'factors'] },
);

describe('an explanation stored as a template and its values', () => {
  it('keeps every input value out of the template, in the inputs’ order', () => {
    const { template, values } = splitExplanation(cnGas);
    expect(values).toEqual(['100.499', '44/12', 'stationary']);
    expect(template.inputs).toEqual([
      { name: 'consumption', unit: '10^4 Nm3', source: 'user' },
      { name: 'co2PerC', unit: 'tCO2/tC', source: 'constant: IPCC 2006 GL Vol.2 Ch.1' },
      { name: 'sourceType', unit: '-' },
    ]);
    expect(template.formula).toBe(cnGas.formula);
  });

  it('two results of one kind with different amounts share the template', () => {
    const other = { ...cnGas, inputs: cnGas.inputs.map((i) => (i.name === 'consumption' ? { ...i, value: '7.5' } : i)) };
    expect(splitExplanation(other).template).toEqual(splitExplanation(cnGas).template);
    expect(splitExplanation(other).values).not.toEqual(splitExplanation(cnGas).values);
  });

  it('joins back to the explanation it was split from, whatever it holds', () => {
    fc.assert(
      fc.property(explanation, (e) => {
        const { template, values } = splitExplanation(e);
        expect(joinExplanation(template, values)).toEqual(e);
      }),
    );
  });

  it('refuses values that do not match the template’s inputs', () => {
    const { template } = splitExplanation(cnGas);
    expect(() => joinExplanation(template, ['1'])).toThrow(/1 values for 3 inputs/);
  });
});
