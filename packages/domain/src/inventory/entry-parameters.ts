import type { EmissionSourceType } from '../calc/source-input.js';
import type { SheetOption } from '../shared/sheet.js';

/**
 * The engine's inputs as columns of the entry import (issue 25 item 7: one column per parameter of
 * every calculation method, never `name=value` strings). A column is named `key` in the sheet and
 * fills the engine's input `path` (a dotted path is nested: `installation.newCharge`) for the
 * methods listed; an empty cell leaves the input out, so the factor library's value applies where
 * the method takes one. Headers are `inventory.param.<key>` (with the unit), the options of a
 * drop-down `inventory.option.<key>.<code>`.
 */
export type EntryParameterKind = 'decimal' | 'integer' | 'text' | 'enum';

export type EntryParameter = {
  readonly key: string;
  /** The engine input's name (calc/source-input.ts), dotted when nested. */
  readonly path: string;
  readonly kind: EntryParameterKind;
  readonly methods: readonly EmissionSourceType[];
  /** The values of an `enum` parameter (the engine's codes). */
  readonly codes?: readonly string[];
  /** Further spellings accepted per code. */
  readonly aliases?: Readonly<Record<string, readonly string[]>>;
};

const CN = ['combustion-cn'] as const;
const IPCC = ['combustion-ipcc', 'biomass'] as const;
const REFRIGERANT = ['refrigerant-screening', 'refrigerant-simplified', 'refrigerant-mass-balance'] as const;
const SCREENING = ['refrigerant-screening'] as const;
const WASTEWATER = ['wastewater'] as const;

const p = (key: string, methods: readonly EmissionSourceType[], kind: EntryParameterKind = 'decimal', path = key): EntryParameter => ({
  key,
  path,
  kind,
  methods,
});
const choice = (
  key: string,
  methods: readonly EmissionSourceType[],
  codes: readonly string[],
  path = key,
  aliases?: Record<string, readonly string[]>,
): EntryParameter => ({ key, path, kind: 'enum', methods, codes, ...(aliases ? { aliases } : {}) });

/** Every parameter column, in the order of the methods (combustion, electricity, heat, wastewater, refrigerants, scope 3). */
export const ENTRY_PARAMETERS: readonly EntryParameter[] = Object.freeze([
  p('consumption', CN),
  choice('consumptionUnit', CN, ['t', '10^4 Nm3'], 'consumptionUnit', { '10^4 Nm3': ['10^4Nm3', '10⁴Nm³', '10⁴ Nm³', '万Nm3', '万 Nm3'] }),
  p('energyTJ', IPCC),
  p('ncv', CN),
  p('carbonContent', CN),
  choice('carbonContentUnit', CN, ['tC/GJ', 'tC/TJ']),
  p('oxidationRate', CN),
  p('co2KgPerTJ', IPCC),
  p('ch4KgPerTJ', [...CN, ...IPCC]),
  p('n2oKgPerTJ', [...CN, ...IPCC]),
  choice('combustionKind', [...CN, ...IPCC], ['stationary', 'mobile'], 'sourceType'),
  choice('ch4Gas', [...IPCC, ...WASTEWATER], ['CH4', 'CH4-fossil', 'CH4-non-fossil']),
  p('overrideReason', CN, 'text'),
  p('kwh', ['electricity-location']),
  p('mwh', ['electricity-location']),
  p('consumptionKwh', ['electricity-market']),
  p('greenPowerKwh', ['electricity-market']),
  p('greenCertificateKwh', ['electricity-market']),
  p('residualMixFactor', ['electricity-market']),
  p('gridFactor', ['electricity-location', 'electricity-market']),
  choice('state', ['steam'], ['superheated', 'saturated']),
  p('pressureMPa', ['steam']),
  choice('pressureKind', ['steam'], ['absolute', 'gauge']),
  p('temperatureC', ['steam', 'hot-water']),
  p('massT', ['steam', 'hot-water', 'scope3-distance']),
  p('heatFactor', ['steam', 'hot-water']),
  p('tow', WASTEWATER),
  p('volumeM3', WASTEWATER),
  p('codInMgL', WASTEWATER),
  p('codOutMgL', WASTEWATER),
  p('codInKgM3', WASTEWATER),
  p('codOutKgM3', WASTEWATER),
  p('sludgeS', WASTEWATER),
  p('b0', WASTEWATER),
  p('mcf', WASTEWATER),
  p('recoveredR', WASTEWATER),
  p('refrigerant', REFRIGERANT, 'text'),
  choice('massUnit', REFRIGERANT, ['kg', 't']),
  p('installationNewCharge', SCREENING, 'decimal', 'installation.newCharge'),
  p('installationLossRate', SCREENING, 'decimal', 'installation.lossRate'),
  p('operationCharge', SCREENING, 'decimal', 'operation.charge'),
  p('operationAnnualLeakRate', SCREENING, 'decimal', 'operation.annualLeakRate'),
  p('operationYears', SCREENING, 'decimal', 'operation.years'),
  p('disposalCharge', SCREENING, 'decimal', 'disposal.charge'),
  p('disposalRemainingShare', SCREENING, 'decimal', 'disposal.remainingShare'),
  p('disposalRecoveryEfficiency', SCREENING, 'decimal', 'disposal.recoveryEfficiency'),
  p('purchasedForNewEquipment', ['refrigerant-simplified']),
  p('newEquipmentCharge', ['refrigerant-simplified', 'refrigerant-mass-balance']),
  p('servicing', ['refrigerant-simplified']),
  p('retiredEquipmentCharge', ['refrigerant-simplified', 'refrigerant-mass-balance']),
  p('recoveredFromRetired', ['refrigerant-simplified']),
  p('inventoryBegin', ['refrigerant-mass-balance']),
  p('inventoryEnd', ['refrigerant-mass-balance']),
  p('purchased', ['refrigerant-mass-balance']),
  p('sold', ['refrigerant-mass-balance']),
  p('amount', ['scope3-spend']),
  p('currency', ['scope3-spend'], 'text'),
  p('year', ['scope3-spend'], 'integer'),
  p('month', ['scope3-spend'], 'integer'),
  p('factorKgCo2ePerUsd', ['scope3-spend']),
  p('factorKgCo2ePerCurrencyUnit', ['scope3-spend']),
  p('distanceKm', ['scope3-distance', 'scope3-passenger']),
  p('factorKgCo2ePerTkm', ['scope3-distance']),
  p('passengers', ['scope3-passenger']),
  p('factorKgCo2ePerPkm', ['scope3-passenger']),
  p('quantity', ['scope3-average']),
  p('unit', ['scope3-average'], 'text'),
  p('factor', ['scope3-average']),
]);

/** The options of an enum parameter's drop-down. */
export function parameterOptions(param: EntryParameter): SheetOption[] {
  return (param.codes ?? []).map((code) => ({
    value: code,
    code,
    label: `inventory.option.${param.key}.${code}`,
    ...(param.aliases?.[code] ? { aliases: param.aliases[code] } : {}),
  }));
}

/**
 * The fuels of the factor library's seeded parameter sets (factors/fuels.ts: `<prefix>-NCV`, …), offered
 * as the import's fuel drop-down: `[prefix, zh-CN, en-US, zh-TW]`. Another set of the library (added by an
 * administrator) is named by its NCV row's code in the factor code column.
 */
export const ENTRY_FUELS: readonly (readonly [prefix: string, zhCN: string, enUS: string, zhTW: string])[] = Object.freeze([
  ['CN-FUEL-NG', '天然气', 'Natural gas', '天然氣'],
  ['CN-FUEL-DIESEL', '柴油', 'Diesel', '柴油'],
  ['CN-FUEL-GASOLINE', '汽油', 'Gasoline', '汽油'],
  ['CN-FUEL-LPG', '液化石油气', 'LPG', '液化石油氣'],
  ['CN-FUEL-FUELOIL', '燃料油', 'Fuel oil', '燃料油'],
  ['CN-FUEL-KEROSENE', '一般煤油', 'Kerosene', '一般煤油'],
  ['CN-FUEL-CRUDE', '原油', 'Crude oil', '原油'],
  ['CN-FUEL-RAWCOAL', '原煤', 'Raw coal', '原煤'],
  ['CN-FUEL-ANTHRACITE', '无烟煤', 'Anthracite', '無煙煤'],
  ['CN-FUEL-BITUMINOUS', '烟煤', 'Bituminous coal', '煙煤'],
  ['CN-FUEL-LIGNITE', '褐煤', 'Lignite', '褐煤'],
  ['CN-FUEL-COKE', '焦炭', 'Coke', '焦炭'],
  ['CN-FUEL-COG', '焦炉煤气', 'Coke oven gas', '焦爐煤氣'],
  ['CN-FUEL-REFINERYGAS', '炼厂干气', 'Refinery gas', '煉廠乾氣'],
  ['IPCC2006-FUEL-NG', '天然气', 'Natural gas', '天然氣'],
  ['IPCC2006-FUEL-DIESEL', '柴油', 'Gas/diesel oil', '柴油'],
  ['IPCC2006-FUEL-GASOLINE', '车用汽油', 'Motor gasoline', '車用汽油'],
  ['IPCC2006-FUEL-LPG', '液化石油气', 'Liquefied petroleum gases', '液化石油氣'],
  ['IPCC2006-FUEL-FUELOIL', '残渣燃料油', 'Residual fuel oil', '殘渣燃料油'],
  ['IPCC2006-FUEL-KEROSENE', '其他煤油', 'Other kerosene', '其他煤油'],
  ['IPCC2006-FUEL-ANTHRACITE', '无烟煤', 'Anthracite', '無煙煤'],
  ['IPCC2006-FUEL-BITUMINOUS', '其他烟煤', 'Other bituminous coal', '其他煙煤'],
  ['IPCC2006-FUEL-LIGNITE', '褐煤', 'Lignite', '褐煤'],
  ['IPCC2006-FUEL-COKE', '焦炉焦炭', 'Coke oven coke', '焦爐焦炭'],
]);

/** The methods a fuel fills: the guideline formula (the library's set) and the IPCC Tier 1 one (its kg/TJ factors). */
export const FUEL_METHODS: readonly EmissionSourceType[] = ['combustion-cn', 'combustion-ipcc'];

/** The fuel drop-down's options: the set's prefix is the value; its NCV row's code is accepted too. */
export const fuelOptions = (): SheetOption[] =>
  ENTRY_FUELS.map(([prefix]) => ({ value: prefix, code: prefix, label: `inventory.fuel.${prefix}`, aliases: [`${prefix}-NCV`] }));
