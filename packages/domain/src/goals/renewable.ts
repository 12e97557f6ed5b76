import Decimal from 'decimal.js';

/**
 * Renewable-electricity usage (issue 13, spec §1: renewable energy in 10,000 kWh). Sources:
 * green power and green certificates recorded on the inventory's electricity entries
 * (`electricity-market` greenPowerKwh / greenCertificateKwh), and the output of renewable
 * (2R, "replace") projects.
 */

/** Spec §1: renewable energy is shown in 10,000 kWh (万kWh). */
export const KWH_PER_UNIT = 10_000;

/** kWh → 10,000 kWh, exactly (a division by 10^4 never needs rounding). */
export const toTenThousandKwh = (kwh: Decimal.Value): string => new Decimal(kwh).dividedBy(KWH_PER_UNIT).toFixed();

/** Electricity sums of one organisation and month, in kWh (decimal strings). */
export type ElectricitySums = {
  /** Σ consumption of the electricity entries (location-based kWh or MWh × 1000; market-based consumptionKwh). */
  consumptionKwh: string;
  greenPowerKwh: string;
  greenCertificateKwh: string;
  /** Output of the organisation's 2R (replace) projects in the month. */
  projectKwh: string;
};

export type RenewableUsage = {
  /** Each in 10,000 kWh. */
  greenPower: string;
  greenCertificates: string;
  projects: string;
  renewable: string;
  totalElectricity: string;
  /** renewable ÷ total electricity, a fraction to 10 decimals (null when no electricity). */
  share: string | null;
};

/**
 * One organisation-month: green power + certificates + 2R output is the renewable part; the
 * total is the consumption recorded on the entries plus the 2R output (a project's own
 * generation, e.g. rooftop PV used on site, is not bought from the grid, so it is not among the
 * entries' consumption).
 */
export function renewableUsage(s: ElectricitySums): RenewableUsage {
  const renewable = new Decimal(s.greenPowerKwh).plus(s.greenCertificateKwh).plus(s.projectKwh);
  const total = new Decimal(s.consumptionKwh).plus(s.projectKwh);
  return {
    greenPower: toTenThousandKwh(s.greenPowerKwh),
    greenCertificates: toTenThousandKwh(s.greenCertificateKwh),
    projects: toTenThousandKwh(s.projectKwh),
    renewable: toTenThousandKwh(renewable),
    totalElectricity: toTenThousandKwh(total),
    share: total.isZero() ? null : renewable.dividedBy(total).toDecimalPlaces(10, Decimal.ROUND_HALF_UP).toFixed(),
  };
}

/** Adds electricity sums (a year from its months, an organisation from its parts). */
export function addSums(a: ElectricitySums, b: ElectricitySums): ElectricitySums {
  const plus = (x: string, y: string) => new Decimal(x).plus(y).toFixed();
  return {
    consumptionKwh: plus(a.consumptionKwh, b.consumptionKwh),
    greenPowerKwh: plus(a.greenPowerKwh, b.greenPowerKwh),
    greenCertificateKwh: plus(a.greenCertificateKwh, b.greenCertificateKwh),
    projectKwh: plus(a.projectKwh, b.projectKwh),
  };
}

export const NO_ELECTRICITY: ElectricitySums = { consumptionKwh: '0', greenPowerKwh: '0', greenCertificateKwh: '0', projectKwh: '0' };
