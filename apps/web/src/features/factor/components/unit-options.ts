import { FACTOR_EXTRA_UNITS, GWP_TABLE, UNITS, type UnitDimension } from '@carbon/domain';

type T = (key: string, options?: Record<string, unknown>) => string;
export type UnitOption = { value: string; label: string };

const label = (t: T, code: string, key?: string) => {
  if (!key) return code;
  const text = t(key, { ns: 'domain', defaultValue: code });
  return text === code ? code : `${code} · ${text}`;
};

/** Activity units: the domain's conversion table, then the library's extra units (a currency code is typed). */
export function activityUnitOptions(t: T): UnitOption[] {
  return [
    ...UNITS.map((u) => ({ value: u.code, label: label(t, u.code, u.labelKey) })),
    ...FACTOR_EXTRA_UNITS.map((u) => ({ value: u.code, label: u.code })),
  ];
}

const GAS_UNIT_DIMENSIONS: readonly UnitDimension[] = ['mass', 'energy'];

/** Units of the numerator (gas mass, or energy for NCV rows); 'tC' and '%' are the guideline's parameter rows. */
export function gasUnitOptions(t: T): UnitOption[] {
  const table = UNITS.filter((u) => GAS_UNIT_DIMENSIONS.includes(u.dimension)).map((u) => ({
    value: u.code,
    label: label(t, u.code, u.labelKey),
  }));
  return [...table, { value: 'tC', label: 'tC' }, { value: '%', label: '%' }];
}

/** Gases of the GWP table (AR4/AR5/AR6). */
export function gasOptions(): UnitOption[] {
  return GWP_TABLE.map((g) => ({ value: g.gas, label: g.gas }));
}

/** The factor unit the three pickers imply, e.g. kg + CO2 + TJ → kgCO2/TJ ('%' stays '%'). */
export function suggestFactorUnit(gasUnit?: string, gas?: string, activityUnit?: string): string {
  if (!gasUnit || !activityUnit) return '';
  if (gasUnit === '%') return '%';
  return `${gasUnit}${gas ?? ''}/${activityUnit}`;
}
