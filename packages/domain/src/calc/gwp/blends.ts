import type { DecimalInput } from '../decimal.js';

/** One gas of a mixture with its mass fraction (0..1). */
export type BlendComponent = { gas: string; massFraction: DecimalInput };

/** A named refrigerant blend: mass fractions of its component gases. */
export type RefrigerantBlend = {
  name: string;
  components: ReadonlyArray<{ gas: string; massFraction: string }>;
  source: string;
};

const SRC = 'ASHRAE Standard 34 nominal composition, as tabulated in openscm-units data/mixtures.py';

/** Blend GWP = Σ wᵢ·GWPᵢ over mass fractions (reference §3). */
export const REFRIGERANT_BLENDS: readonly RefrigerantBlend[] = [
  {
    name: 'R-410A',
    components: [
      { gas: 'HFC-32', massFraction: '0.5' },
      { gas: 'HFC-125', massFraction: '0.5' },
    ],
    source: SRC,
  },
  {
    name: 'R-404A',
    components: [
      { gas: 'HFC-125', massFraction: '0.44' },
      { gas: 'HFC-143a', massFraction: '0.52' },
      { gas: 'HFC-134a', massFraction: '0.04' },
    ],
    source: SRC,
  },
  {
    name: 'R-407C',
    components: [
      { gas: 'HFC-32', massFraction: '0.23' },
      { gas: 'HFC-125', massFraction: '0.25' },
      { gas: 'HFC-134a', massFraction: '0.52' },
    ],
    source: SRC,
  },
  {
    name: 'R-507A',
    components: [
      { gas: 'HFC-125', massFraction: '0.5' },
      { gas: 'HFC-143a', massFraction: '0.5' },
    ],
    source: SRC,
  },
];
