import { calculateSource, emissionResultToWire, invalid, type CalcPreviewRequest, type EmissionResultWire, type ExchangeRateLookup } from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import type { Db } from '../../platform/db/database.js';
import { createExchangeRateService } from '../exchange-rate/exchange-rate.service.js';
import { createFactorService } from '../factor/factor.service.js';

export type CalcDeps = { db: Db; clock: Clock };

/** The live preview of the fill-in forms: resolves the factor and the exchange rate, then runs the engine. */
export function createCalcService(deps: CalcDeps) {
  const factors = createFactorService(deps);
  const rates = createExchangeRateService(deps);

  /** The engine's rate lookup is synchronous: the one rate a spend-based source needs is read first. */
  async function rateLookup(req: CalcPreviewRequest): Promise<ExchangeRateLookup | undefined> {
    const s = req.source;
    if (s.type !== 'scope3-spend') return undefined;
    const currency = s.currency.trim().toUpperCase();
    const rate = /^[A-Z]{3}$/.test(currency) ? await rates.rateFor(currency, s.year, s.month) : undefined;
    return (c, y, m) => (c === currency && y === s.year && m === s.month ? rate : undefined);
  }

  return {
    async preview(req: CalcPreviewRequest): Promise<EmissionResultWire> {
      const factor = req.factorId === undefined ? undefined : await factors.resolve(Number(req.factorId));
      if (req.factorId !== undefined && !factor) throw invalid('calc.source.unknownFactor', { id: req.factorId }, 'factorId');
      const lookup = await rateLookup(req);
      const result = calculateSource(req.source, { gwpSet: req.gwpSet, ...(factor ? { factor } : {}), ...(lookup ? { rates: lookup } : {}) });
      return emissionResultToWire(result);
    },
  };
}
