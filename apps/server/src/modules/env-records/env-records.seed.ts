import { DEFAULT_WASTE_FACTOR_CODES, WASTE_CATALOGUE_SEED, WASTE_FACTOR_SEED } from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import { hasSeededCatalogue, insertFactor, liveFactorExists } from './env-records-seed.repo.js';
import { takeSeedLock } from '../seed/menu-reconcile.js';
import { wasteRepo } from './waste.repo.js';

/**
 * Seeds the waste catalogues (their most used entries), the waste-treatment emission factors
 * and the default disposal method → factor mapping. Idempotent: a catalogue code, a factor
 * code + version or a mapped method already present is left as it is (an administrator's change
 * stays), so it can run at the first start and again after an upgrade.
 */
export async function seedEnvRecords(tx: Db): Promise<{ catalogue: number; factors: number; mapped: number }> {
  const catalogue = await wasteRepo.seedCatalogue(
    tx,
    WASTE_CATALOGUE_SEED.map((e) => ({
      kind: e.kind,
      code: e.code,
      category: e.category,
      labelZh: e.label[0],
      labelEn: e.label[1],
      labelTw: e.label[2],
      industryZh: e.industry[0],
      industryEn: e.industry[1],
      industryTw: e.industry[2],
      hazard: e.hazard,
      builtin: true,
    })),
  );
  let factors = 0;
  for (const r of WASTE_FACTOR_SEED) {
    if (await liveFactorExists(tx, r.code, r.version)) continue;
    await insertFactor(tx, {
      ...{ code: r.code, factorVersion: r.version, tableCode: r.table, class1: r.class1, class2: r.class2 },
      ...{ nameZh: r.nameZh, nameEn: r.nameEn, country: r.country, sector: r.sector, gas: r.gas, value: r.value },
      ...{ factorUnit: r.factorUnit, gasUnit: r.gasUnit, activityUnit: r.activityUnit, sourceTitle: r.sourceTitle },
      ...{ sourceYear: r.sourceYear, sourceUrl: r.sourceUrl, validFrom: r.validFrom, validTo: r.validTo, note: r.note ?? null },
    });
    factors++;
  }
  const ids = await wasteRepo.factorIdsByCode(tx, [...new Set(Object.values(DEFAULT_WASTE_FACTOR_CODES))]);
  const rows = Object.entries(DEFAULT_WASTE_FACTOR_CODES).flatMap(([method, code]) => {
    const factorId = ids.get(code);
    return factorId === undefined ? [] : [{ disposalMethod: Number(method), factorId }];
  });
  const mapped = await wasteRepo.seedFactorMap(tx, rows);
  return { catalogue: catalogue.length, factors, mapped: mapped.length };
}

/**
 * At every start: an installation that predates the module (its catalogue holds no seeded entry)
 * gets the seed once; one seeded before keeps what its administrators changed or deleted. Under the
 * seed lock, so two processes starting together seed once.
 */
export async function seedEnvRecordsOnUpgrade(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await takeSeedLock(tx);
    if (await hasSeededCatalogue(tx)) return false;
    await seedEnvRecords(tx);
    return true;
  });
}
