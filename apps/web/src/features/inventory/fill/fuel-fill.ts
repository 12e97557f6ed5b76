import { Decimal, fuelCodeParts, type FactorRow } from '@carbon/domain';
import type { SourceValues } from '../../../components/source-input';

/**
 * The guideline-combustion inputs a fuel's parameter set fills (issue 25 "pick a fuel"): the
 * consumption unit its NCV is per, the NCV, the carbon content (tC/TJ, as the library gives it)
 * and the oxidation rate (the library's percent as a fraction). CH4 and N2O are left empty: the
 * server takes the set's stationary or mobile factors, whichever the source is.
 */
export function fuelValues(source: SourceValues, rows: readonly FactorRow[]): SourceValues {
  const of = (kind: string) => rows.find((r) => fuelCodeParts(r.code)?.kind === kind);
  const ncv = of('NCV');
  const cc = of('CC');
  const ox = of('OF');
  const out: SourceValues = { ...source, ch4KgPerTJ: undefined, n2oKgPerTJ: undefined };
  if (ncv) {
    out.ncv = ncv.value;
    out.consumptionUnit = ncv.activityUnit.replace(/\s/g, '') === '10^4Nm3' ? '10^4 Nm3' : 't';
  }
  if (cc) {
    out.carbonContent = cc.value;
    out.carbonContentUnit = cc.factorUnit.replace(/\s/g, '') === 'tC/GJ' ? 'tC/GJ' : 'tC/TJ';
  }
  if (ox) out.oxidationRate = ox.factorUnit.trim() === '%' ? new Decimal(ox.value).dividedBy(100).toFixed() : ox.value;
  return out;
}
