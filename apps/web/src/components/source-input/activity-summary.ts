/**
 * The activity data of a source input in one line ("1200 kWh", "10 t × 500 km"), for tables of
 * entries. Quantities are shown as entered; units are symbols, never input names.
 */
export function activitySummary(input: Record<string, unknown> & { type: string }): string {
  const v = (name: string) => (input[name] === undefined || input[name] === null ? undefined : String(input[name]));
  const q = (name: string, unit: string) => (v(name) ? `${v(name)} ${unit}` : '—');
  switch (input.type) {
    case 'combustion-cn':
      return q('consumption', v('consumptionUnit') === '10^4 Nm3' ? '10⁴ Nm³' : 't');
    case 'combustion-ipcc':
    case 'biomass':
      return q('energyTJ', 'TJ');
    case 'electricity-market':
      return q('consumptionKwh', 'kWh');
    case 'electricity-location':
      return v('kwh') ? q('kwh', 'kWh') : q('mwh', 'MWh');
    case 'steam':
    case 'hot-water':
      return q('massT', 't');
    case 'wastewater':
      return q('volumeM3', 'm³');
    case 'refrigerant-screening':
    case 'refrigerant-simplified':
    case 'refrigerant-mass-balance':
      return typeof input.refrigerant === 'string' ? input.refrigerant : '—';
    case 'scope3-spend':
      return v('amount') ? `${v('amount')} ${v('currency') ?? ''}`.trim() : '—';
    case 'scope3-distance':
      return v('massT') && v('distanceKm') ? `${v('massT')} t × ${v('distanceKm')} km` : '—';
    case 'scope3-passenger':
      return v('distanceKm') ? `${v('passengers') ?? '1'} × ${v('distanceKm')} km` : '—';
    case 'scope3-average':
      return v('quantity') ? `${v('quantity')} ${v('unit') ?? ''}`.trim() : '—';
    default:
      return '—';
  }
}
