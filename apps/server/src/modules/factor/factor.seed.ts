import { FACTOR_SEED, type FactorSeedRow } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { factorRepo, type FactorValues } from './factor.repo.js';

const seedValues = (r: FactorSeedRow): FactorValues => ({
  tableCode: r.table,
  class1: r.class1,
  class2: r.class2,
  nameZh: r.nameZh,
  nameEn: r.nameEn,
  code: r.code,
  factorVersion: r.version,
  country: r.country,
  sector: r.sector,
  gas: r.gas,
  value: r.value,
  factorUnit: r.factorUnit,
  gasUnit: r.gasUnit,
  activityUnit: r.activityUnit,
  sourceTitle: r.sourceTitle,
  sourceYear: r.sourceYear,
  sourceUrl: r.sourceUrl,
  validFrom: r.validFrom,
  validTo: r.validTo,
  note: r.note ?? null,
});

/**
 * Inserts the FACTOR_SEED rows (packages/domain/src/factors) into emission_factor, skipping
 * any code + version already live, so a second call inserts nothing. Call it inside the
 * first-start seed transaction. Returns the number of rows inserted.
 */
export async function seedFactors(tx: Db, at: Date = new Date()): Promise<number> {
  const existing = await factorRepo.liveKeys(tx);
  const fresh = FACTOR_SEED.filter((r) => !existing.has(`${r.code}\u0000${r.version}`)).map(seedValues);
  const inserted = await factorRepo.insert(tx, fresh, at);
  return inserted.length;
}
