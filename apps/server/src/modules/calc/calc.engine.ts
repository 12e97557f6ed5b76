import {
  DomainError,
  calculateSource,
  withData,
  emissionResultToWire,
  type EmissionResultWire,
  type EmissionSourceInput,
  type ExchangeRateLookup,
  type Explanation,
  type GwpAssessment,
  type ResolvedFactor,
} from '@carbon/domain';
import type { Db } from '../../platform/db/database.js';
import type { ExchangeRateService } from '../exchange-rate/exchange-rate.service.js';
import type { CalcResultRecord, CalcResultValues } from './calc.repo.js';

export type EngineDeps = { db: Db; exchangeRate: Pick<ExchangeRateService, 'rateFor'> };

/**
 * The USD rate a stored spend-based result used, read back from its explanation (the engine
 * writes it as an input in `USD/<currency>` from `exchange-rate …`). A recalculation reuses
 * it, so only the factor changes; undefined when the result used no table rate.
 */
function usedRate(explanation: Explanation | undefined, currency: string): string | undefined {
  const unit = `USD/${currency}`;
  return explanation?.inputs.find((i) => i.unit === unit && i.source?.startsWith('exchange-rate '))?.value;
}

/** Runs the calculation engine with the factor row and exchange rate the source needs. */
export function createEngine(deps: EngineDeps) {
  /**
   * The engine's rate lookup is synchronous: the one rate a spend-based source needs is read
   * first, with `db` (inside a transaction, its handle: PGlite runs one connection).
   */
  async function rateLookup(db: Db, s: EmissionSourceInput, used?: Explanation): Promise<ExchangeRateLookup | undefined> {
    if (s.type !== 'scope3-spend') return undefined;
    const currency = s.currency.trim().toUpperCase();
    if (!/^[A-Z]{3}$/.test(currency)) return () => undefined;
    const rate = usedRate(used, currency) ?? (await deps.exchangeRate.rateFor(currency, s.year, s.month, db));
    return (c, y, m) => (c === currency && y === s.year && m === s.month ? rate : undefined);
  }

  return {
    /**
     * Calculates `source` with `factor` (when given) and `gwpSet`. `used` is the explanation of
     * the stored result being recalculated: its exchange rate is kept. `db` is the transaction
     * the caller is in, if any.
     */
    async run(
      source: EmissionSourceInput,
      gwpSet: GwpAssessment,
      factor?: ResolvedFactor,
      used?: Explanation,
      db: Db = deps.db,
    ): Promise<EmissionResultWire> {
      const lookup = await rateLookup(db, source, used);
      const result = calculateSource(source, { gwpSet, ...(factor ? { factor } : {}), ...(lookup ? { rates: lookup } : {}) });
      return emissionResultToWire(result);
    },
  };
}

export type Engine = ReturnType<typeof createEngine>;

/** The columns of a stored result computed from `source` (createdBy and reason are the caller's). */
export function resultValues(
  orgId: number,
  source: EmissionSourceInput,
  gwpSet: GwpAssessment,
  factor: ResolvedFactor | undefined,
  w: EmissionResultWire,
  by: { createdBy: number; reason: string | null },
): CalcResultValues {
  return {
    orgId,
    sourceType: source.type,
    input: source,
    factorId: factor ? Number(factor.id) : null,
    factorCode: factor?.code ?? null,
    factorVersion: factor?.factorVersion ?? null,
    gwpSet,
    tco2e: w.tco2e,
    gases: w.gases,
    gasesCo2e: w.gasesCo2e,
    biogenicCo2: w.biogenicCo2 ?? null,
    outsideScopes: w.outsideScopes ?? null,
    explanation: w.explanation,
    createdBy: by.createdBy,
    reason: by.reason,
  };
}

/** The stored explanation, typed (it was written from an EmissionResultWire). */
export const storedExplanation = (r: CalcResultRecord) => r.explanation as EmissionResultWire['explanation'];

/**
 * The engine's refusal `e` with its field renamed by `rename`: the engine names a source
 * parameter ('temperatureC') or 'factor', the error envelope names the input of the request
 * (`source.temperatureC`, `factorId`). A field naming no input of the request is dropped.
 */
export function renamedField(e: unknown, rename: (field: string) => string | undefined): unknown {
  if (!(e instanceof DomainError) || e.field === undefined) return e;
  const field = rename(e.field);
  return field === e.field ? e : withData(new DomainError(e.code, e.key, e.params, field), e.data);
}
