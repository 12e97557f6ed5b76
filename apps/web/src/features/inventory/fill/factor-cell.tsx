import { Typography } from 'antd';
import { Decimal, factorNameIn, fuelCodeParts, type InventoryEntryRow, type Locale } from '@carbon/domain';
import { useTranslation } from 'react-i18next';
import { unitText } from '../../../components/source-input/source-fields';
import { formatFigure, REPORT_DECIMALS } from '../../../lib/format';

/** A fuel set's row name without the parameter it stands for ("天然气低位发热量" → "天然气"). */
const fuelName = (name: string) => name.replace(/\s*(低位发热量|低位發熱量|net calorific value)$/i, '');

/**
 * The entry's emission factor (issue 25): a chosen row's value and unit; for a fuel, the fuel and
 * the factor it came to (tCO2e per unit of consumption, 4 decimals like a derivation), never its
 * calorific value.
 */
export function FactorCell({ entry }: { entry: InventoryEntryRow }) {
  const { i18n } = useTranslation();
  if (!entry.factorCode) return <>—</>;
  const fuel = fuelCodeParts(entry.factorCode);
  const input = entry.input as { consumption?: string | number; consumptionUnit?: string };
  const consumption = fuel && input.consumption !== undefined ? new Decimal(input.consumption) : null;
  const perUnit = consumption && !consumption.isZero() && entry.tco2e ? new Decimal(entry.tco2e).dividedBy(consumption) : null;
  const name = entry.factorName ? factorNameIn(i18n.language as Locale, entry.factorCode, entry.factorName) : entry.factorCode;
  return (
    <span data-testid="row-factor">
      {fuel ? fuelName(name) : name} <Typography.Text type="secondary">({entry.factorVersion})</Typography.Text>
      <br />
      <Typography.Text type="secondary">
        {perUnit
          ? `${formatFigure(perUnit.toFixed(), REPORT_DECIMALS)} tCO2e/${unitText(input.consumptionUnit ?? 't')}`
          : `${entry.factorValue ?? ''} ${entry.factorUnit ?? ''}`}
      </Typography.Text>
    </span>
  );
}
