import { Decimal, ENERGY_TYPE_UNITS, plain, positionOf, type EnergyTypeCode, type FactorRow } from '@carbon/domain';
import { assertInScope } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FactorService } from '../factor/factor.service.js';
import { projectRepo } from './project.repo.js';

export type ProjectFactorDeps = { db: Db; factor: Pick<FactorService, 'page'> };
export type DefaultFactor = { emissionFactor: string; unit: string; factorId: string; version: string; source: string } | null;

/** Taiwan's extent (lat 21.8–25.4, lon 119.9–122.1): a park there uses Taiwan's grid factor, elsewhere mainland China's. */
function regionOf(pos: { longitude: string | null; latitude: string | null } | undefined): 'CN' | 'TW' {
  if (!pos?.longitude || !pos.latitude) return 'CN';
  const lon = Number(pos.longitude);
  const lat = Number(pos.latitude);
  return lat >= 21.8 && lat <= 25.4 && lon >= 119.9 && lon <= 122.1 ? 'TW' : 'CN';
}

/** The library's fuels of the Chinese guideline (NCV, carbon content, oxidation rate) by energy type. */
const FUELS: Partial<Record<EnergyTypeCode, { id: string; perUnit: Decimal }>> = {
  // NCV is per 10^4 Nm3 for natural gas: ÷ 10,000 for one m³
  natural_gas: { id: 'NG', perUnit: new Decimal('0.0001') },
  coal: { id: 'RAWCOAL', perUnit: new Decimal(1) },
  diesel: { id: 'DIESEL', perUnit: new Decimal(1) },
  gasoline: { id: 'GASOLINE', perUnit: new Decimal(1) },
};

/** The newest row (by start of validity, then version) among rows whose code starts with `prefix` (and not `exclude`). */
function newest(rows: FactorRow[], prefix: string, exclude?: string): FactorRow | undefined {
  return rows
    .filter((r) => r.code.startsWith(prefix) && !(exclude && r.code.startsWith(exclude)))
    .sort((a, b) => (b.validFrom ?? '').localeCompare(a.validFrom ?? '') || b.factorVersion.localeCompare(a.factorVersion))[0];
}

/**
 * The default emission factor of a project (issue 12): the factor library's factor of the
 * energy type for the organisation's region, in tCO2e per the type's default unit, with the
 * library row and version it came from. Electricity: the newest national average grid factor
 * (kg/kWh or t/MWh, ÷ 1,000); heat: the default heat factor (tCO2/GJ); natural gas, coal,
 * diesel and gasoline: NCV × carbon content × oxidation rate × 44/12 from the guideline rows
 * (the carbon-content row is the one kept). Steam and other types: none (null).
 */
export function createProjectFactorService({ db, factor }: ProjectFactorDeps) {
  const rowsOf = async (filter: Parameters<FactorService['page']>[0]) => (await factor.page(filter, 1, 200)).rows;

  async function electricity(region: 'CN' | 'TW'): Promise<DefaultFactor> {
    const rows = await rowsOf({ sector: 'electricity', country: region });
    const row = region === 'TW' ? newest(rows, 'TW-GRID-') : newest(rows, 'CN-GRID-AVG-', 'CN-GRID-AVG-EXMKT-');
    if (!row) return null;
    return {
      emissionFactor: plain(new Decimal(row.value).div(1000)),
      unit: 'kWh',
      factorId: row.id,
      version: row.factorVersion,
      source: row.sourceTitle,
    };
  }

  async function heat(): Promise<DefaultFactor> {
    const row = (await rowsOf({ keyword: 'CN-HEAT-DEFAULT' })).find((r) => r.code === 'CN-HEAT-DEFAULT');
    if (!row) return null;
    return {
      emissionFactor: plain(new Decimal(row.value)),
      unit: 'GJ',
      factorId: row.id,
      version: row.factorVersion,
      source: row.sourceTitle,
    };
  }

  async function fuel(type: EnergyTypeCode): Promise<DefaultFactor> {
    const f = FUELS[type]!;
    const rows = await rowsOf({ keyword: `CN-FUEL-${f.id}-` });
    const [ncv, cc, of] = ['NCV', 'CC', 'OF'].map((k) => newest(rows, `CN-FUEL-${f.id}-${k}`));
    if (!ncv || !cc || !of) return null;
    // GJ per unit × tC per GJ (tC/TJ ÷ 1000) × oxidation (% ÷ 100) × 44/12 = tCO2 per unit
    const perUnit = new Decimal(ncv.value).times(f.perUnit).times(new Decimal(cc.value).div(1000)).times(new Decimal(of.value).div(100));
    return {
      emissionFactor: plain(perUnit.times(44).div(12)),
      unit: ENERGY_TYPE_UNITS[type],
      factorId: cc.id,
      version: cc.factorVersion,
      source: cc.sourceTitle,
    };
  }

  return {
    async defaultFactor(ctx: RequestContext, q: { energyType: EnergyTypeCode; orgId: string }): Promise<DefaultFactor> {
      const orgId = Number(q.orgId);
      assertInScope(await ctx.scope(), orgId);
      if (q.energyType === 'electricity') {
        const park = positionOf(await projectRepo.orgChain(db, orgId)).park;
        return electricity(regionOf(park ? await projectRepo.parkPosition(db, park.id) : undefined));
      }
      if (q.energyType === 'heat') return heat();
      if (FUELS[q.energyType]) return fuel(q.energyType);
      return null;
    },
  };
}

export type ProjectFactorService = ReturnType<typeof createProjectFactorService>;
