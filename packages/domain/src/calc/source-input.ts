import { z } from 'zod';

/**
 * The emission sources the fill-in forms preview, as one discriminated union on `type`
 * (calculateSource in source.ts runs them). Quantities are decimal strings (or JSON
 * numbers); the engine checks sign and decimals with messages naming the field.
 */
const dec = z.union([z.string().trim().min(1).max(64), z.number()]);
const opt = dec.optional();
const category = z.number().int().min(1).max(15);
const ch4Gas = z.enum(['CH4', 'CH4-fossil', 'CH4-non-fossil']).optional();
const sourceType = z.enum(['stationary', 'mobile']).optional();
const refrigerantSpec = z.union([
  z.string().trim().min(1).max(64),
  z
    .array(z.object({ gas: z.string().trim().min(1).max(64), massFraction: dec }))
    .min(1)
    .max(20),
]);
const refrigerantCommon = { refrigerant: refrigerantSpec, massUnit: z.enum(['kg', 't']).optional() };
const ipccFields = { energyTJ: dec, co2KgPerTJ: opt, ch4KgPerTJ: opt, n2oKgPerTJ: opt, ch4Gas, sourceType };

export const emissionSourceInput = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('combustion-cn'),
    consumption: dec,
    consumptionUnit: z.enum(['t', '10^4 Nm3']),
    ncv: opt,
    carbonContent: opt,
    carbonContentUnit: z.enum(['tC/GJ', 'tC/TJ']).optional(),
    /** Fraction 0..1 (0.98, not 98). */
    oxidationRate: opt,
    /** kg per TJ of fuel energy (IPCC 2006 Tier 1); filled from the fuel's set when one is chosen. */
    ch4KgPerTJ: opt,
    n2oKgPerTJ: opt,
    sourceType,
    /** Why a parameter differs from the chosen fuel's library value (required then). */
    overrideReason: z.string().trim().min(1).max(200).optional(),
  }),
  z.object({ type: z.literal('combustion-ipcc'), ...ipccFields }),
  z.object({ type: z.literal('biomass'), ...ipccFields }),
  z.object({ type: z.literal('electricity-location'), mwh: opt, kwh: opt, gridFactor: opt }),
  z.object({
    type: z.literal('electricity-market'),
    consumptionKwh: dec,
    greenPowerKwh: opt,
    greenCertificateKwh: opt,
    residualMixFactor: opt,
    gridFactor: opt,
  }),
  z.object({
    type: z.literal('steam'),
    state: z.enum(['superheated', 'saturated']),
    temperatureC: dec,
    /** Required for superheated steam; absolute unless pressureKind is 'gauge'. */
    pressureMPa: opt,
    pressureKind: z.enum(['absolute', 'gauge']).optional(),
    massT: dec,
    /** tCO2/GJ of heat. */
    heatFactor: opt,
  }),
  z.object({ type: z.literal('hot-water'), massT: dec, temperatureC: dec, heatFactor: opt }),
  z.object({
    type: z.literal('wastewater'),
    tow: opt,
    volumeM3: opt,
    codInMgL: opt,
    codOutMgL: opt,
    codInKgM3: opt,
    codOutKgM3: opt,
    sludgeS: opt,
    b0: opt,
    mcf: opt,
    recoveredR: opt,
    ch4Gas,
  }),
  z.object({
    type: z.literal('refrigerant-screening'),
    ...refrigerantCommon,
    installation: z.object({ newCharge: dec, lossRate: dec }).optional(),
    operation: z.object({ charge: dec, annualLeakRate: dec, years: dec }).optional(),
    disposal: z.object({ charge: dec, remainingShare: dec, recoveryEfficiency: dec }).optional(),
  }),
  z.object({
    type: z.literal('refrigerant-simplified'),
    ...refrigerantCommon,
    purchasedForNewEquipment: opt,
    newEquipmentCharge: opt,
    servicing: opt,
    retiredEquipmentCharge: opt,
    recoveredFromRetired: opt,
  }),
  z.object({
    type: z.literal('refrigerant-mass-balance'),
    ...refrigerantCommon,
    inventoryBegin: opt,
    inventoryEnd: opt,
    purchased: opt,
    sold: opt,
    newEquipmentCharge: opt,
    retiredEquipmentCharge: opt,
  }),
  z.object({
    type: z.literal('scope3-spend'),
    category,
    amount: dec,
    currency: z.string().trim().min(3).max(3),
    year: z.number().int().min(1900).max(9999),
    month: z.number().int().min(1).max(12),
    factorKgCo2ePerUsd: opt,
    factorKgCo2ePerCurrencyUnit: opt,
  }),
  z.object({ type: z.literal('scope3-distance'), category, massT: dec, distanceKm: dec, factorKgCo2ePerTkm: opt }),
  z.object({ type: z.literal('scope3-passenger'), category, passengers: opt, distanceKm: dec, factorKgCo2ePerPkm: opt }),
  z.object({ type: z.literal('scope3-average'), category, quantity: dec, unit: z.string().trim().max(32).optional(), factor: opt }),
]);
export type EmissionSourceInput = z.infer<typeof emissionSourceInput>;
export type EmissionSourceType = EmissionSourceInput['type'];
/** The input of one source type. */
export type SourceOf<T extends EmissionSourceType> = Extract<EmissionSourceInput, { type: T }>;

/** The result on the wire: every quantity a decimal string in plain notation. */
export const emissionResultWire = z.object({
  tco2e: z.string(),
  gases: z.record(z.string(), z.string()),
  gasesCo2e: z.record(z.string(), z.string()),
  biogenicCo2: z.string().optional(),
  outsideScopes: z.string().optional(),
  explanation: z.object({
    method: z.string(),
    formula: z.string(),
    inputs: z.array(z.object({ name: z.string(), value: z.string(), unit: z.string(), source: z.string().optional() })),
    factors: z.array(z.object({ id: z.string(), version: z.string(), name: z.string().optional(), source: z.string().optional() })),
    gwpSet: z.string().optional(),
    notes: z.array(z.string()).optional(),
  }),
});
export type EmissionResultWire = z.infer<typeof emissionResultWire>;

/** Body of POST /api/main/calc/preview. */
export const calcPreviewRequest = z.object({
  source: emissionSourceInput,
  factorId: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  gwpSet: z.enum(['AR4', 'AR5', 'AR6']),
});
export type CalcPreviewRequest = z.infer<typeof calcPreviewRequest>;
