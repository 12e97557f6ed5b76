import { fuelSetRows, type FuelSpec } from './fuel-set.js';
import type { FactorSeedRow } from './types.js';

/**
 * IPCC 2006 GL Vol.2 Ch.1 fuel sets for the carbon-content formula (E = FC × NCV × CC × OF × 44/12):
 * NCV from Table 1.2 (TJ/Gg, the same number as GJ/t), carbon content from Table 1.3 (tC/TJ), and
 * the oxidation factor 1 (100 %) that Tier 1 assumes (Vol.2 Ch.1 §1.4.2.1). Natural gas,
 * gas/diesel oil and motor gasoline are in the calculation reference §5 (NCV 48.0 / 43.0 / 44.3,
 * CC × 44/12 = 56.1 / 74.07 / 69.3); the other fuels are not: transcribed, to verify.
 */
const VERSION = 'IPCC-2006';
const TITLE = 'IPCC 2006 GL Vol.2 Ch.1 Introduction, Tables 1.2 (NCV) and 1.3 (carbon content); oxidation factor 1 (§1.4.2.1)';
const URL = 'https://www.ipcc-nggip.iges.or.jp/public/2006gl/pdf/2_Volume2/V2_1_Ch1_Introduction.pdf';
const VERIFY = 'Not in the project calculation reference; IPCC 2006 Vol.2 Tables 1.2/1.3 value, verify against the PDF';

const fuel = (
  id: string,
  zh: string,
  en: string,
  class2: string,
  ncv: string,
  cc: string,
  group: FuelSpec['group'],
  confirmed = false,
): FuelSpec => ({
  id,
  zh,
  en,
  class2,
  unit: 't',
  ncv,
  cc,
  of: '100',
  group,
  ...(confirmed ? {} : { note: VERIFY }),
});

const FUELS: FuelSpec[] = [
  fuel('NG', '天然气', 'Natural gas', '气体燃料', '48.0', '15.3', 'gas', true),
  fuel('DIESEL', '柴油', 'Gas/diesel oil', '液体燃料', '43.0', '20.2', 'diesel', true),
  fuel('GASOLINE', '车用汽油', 'Motor gasoline', '液体燃料', '44.3', '18.9', 'gasoline', true),
  fuel('LPG', '液化石油气', 'Liquefied petroleum gases', '液体燃料', '47.3', '17.2', 'lpg'),
  fuel('FUELOIL', '残渣燃料油', 'Residual fuel oil', '液体燃料', '40.4', '21.1', 'fuelOil'),
  fuel('KEROSENE', '其他煤油', 'Other kerosene', '液体燃料', '43.8', '19.6', 'kerosene'),
  fuel('ANTHRACITE', '无烟煤', 'Anthracite', '固体燃料', '26.7', '26.8', 'coal'),
  fuel('BITUMINOUS', '其他烟煤', 'Other bituminous coal', '固体燃料', '25.8', '25.8', 'coal'),
  fuel('LIGNITE', '褐煤', 'Lignite', '固体燃料', '11.9', '27.6', 'coal'),
  fuel('COKE', '焦炉焦炭', 'Coke oven coke', '固体燃料', '28.2', '29.2', 'coal'),
];

/** IPCC 2006 fuel sets (mass basis, GJ/t). */
export const IPCC_2006_FUEL_SEED: readonly FactorSeedRow[] = Object.freeze(
  FUELS.flatMap((f) =>
    fuelSetRows(
      { family: 'IPCC2006', version: VERSION, title: TITLE, year: 2006, url: URL, validFrom: '2006-01-01', country: 'GLOBAL', sector: '' },
      f,
    ),
  ),
);
