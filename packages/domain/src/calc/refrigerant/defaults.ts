/** Equipment types of the screening method (US EPA, Nov 2014). */
export type RefrigerantEquipmentType =
  | 'domestic-refrigeration'
  | 'stand-alone-commercial'
  | 'medium-large-commercial-refrigeration'
  | 'transport-refrigeration'
  | 'industrial-refrigeration'
  | 'chillers'
  | 'residential-commercial-ac'
  | 'mobile-ac';

/** Screening factors as fractions: k installation loss, x annual leak, y charge left at disposal, z recovery. */
export type RefrigerantScreeningDefault = {
  equipmentType: RefrigerantEquipmentType;
  installLossRate: string;
  annualLeakRate: string;
  remainingAtDisposal: string;
  recoveryEfficiency: string;
  source: string;
  status: 'unconfirmed';
};

const SRC =
  'US EPA Center for Corporate Climate Leadership, GHG Inventory Guidance: Direct Fugitive Emissions from Refrigeration, AC, Fire Suppression and Industrial Gases (Nov 2014), screening table (upper end of IPCC 2006 GL Vol.3 Table 7.9 ranges)';

function row(equipmentType: RefrigerantEquipmentType, k: string, x: string, y: string, z: string): RefrigerantScreeningDefault {
  return {
    equipmentType,
    installLossRate: k,
    annualLeakRate: x,
    remainingAtDisposal: y,
    recoveryEfficiency: z,
    source: SRC,
    status: 'unconfirmed',
  };
}

/**
 * Default screening factors (reference §4). UNCONFIRMED against the EPA primary text: offered
 * to pre-fill inputs only; refrigerantScreening never applies them silently.
 */
export const REFRIGERANT_SCREENING_DEFAULTS: readonly RefrigerantScreeningDefault[] = [
  row('domestic-refrigeration', '0.01', '0.005', '0.8', '0.7'),
  row('stand-alone-commercial', '0.03', '0.15', '0.8', '0.7'),
  row('medium-large-commercial-refrigeration', '0.03', '0.35', '1', '0.7'),
  row('transport-refrigeration', '0.01', '0.5', '0.5', '0.7'),
  row('industrial-refrigeration', '0.03', '0.25', '1', '0.9'),
  row('chillers', '0.01', '0.15', '1', '0.95'),
  row('residential-commercial-ac', '0.01', '0.1', '0.8', '0.8'),
  row('mobile-ac', '0.005', '0.2', '0.5', '0.5'),
];
