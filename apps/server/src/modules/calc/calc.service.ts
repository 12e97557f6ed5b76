import {
  invalid,
  type CalcPreviewRequest,
  type CalcRecordRequest,
  type CalcResultPageQuery,
  type CalcResultRow,
  type CalcResultStatus,
  type EmissionResultWire,
  type ResolvedFactor,
} from '@carbon/domain';
import type { Clock } from '../../platform/auth/sessions.js';
import { writeAudit } from '../../platform/audit/audit.js';
import { assertInScope, scopeCondition } from '../../platform/auth/data-scope.js';
import type { Db } from '../../platform/db/database.js';
import { calcResult } from '../../platform/db/schema/index.js';
import { page, type Page } from '../../platform/http/envelope.js';
import type { RequestContext } from '../../platform/http/context.js';
import type { FactorService } from '../factor/factor.service.js';
import type { OrgReadService } from '../org/org-read.service.js';
import { resultValues, storedExplanation, type Engine } from './calc.engine.js';
import { calcRepo, type CalcResultRecord } from './calc.repo.js';

export type CalcDeps = { db: Db; clock: Clock; factor: FactorService; orgRead: OrgReadService; engine: Engine };

export const RESULT_ENTITY = 'calc_result';

export const toResultRow = (r: CalcResultRecord): CalcResultRow => ({
  id: String(r.id),
  orgId: String(r.orgId),
  sourceType: r.sourceType,
  input: r.input as CalcResultRow['input'],
  factorId: r.factorId === null ? null : String(r.factorId),
  factorCode: r.factorCode,
  factorVersion: r.factorVersion,
  gwpSet: r.gwpSet,
  tco2e: r.tco2e,
  gases: r.gases as Record<string, string>,
  gasesCo2e: r.gasesCo2e as Record<string, string>,
  biogenicCo2: r.biogenicCo2,
  outsideScopes: r.outsideScopes,
  explanation: storedExplanation(r),
  status: r.status as CalcResultStatus,
  supersededBy: r.supersededBy === null ? null : String(r.supersededBy),
  reason: r.reason,
  createdBy: String(r.createdBy),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  version: r.version,
});

/**
 * The live preview of the fill-in forms and the stored results the inventory writes: both
 * resolve the factor and the exchange rate, then run the engine.
 */
export function createCalcService(deps: CalcDeps) {
  const { db, clock, factor: factors, orgRead: orgs, engine } = deps;

  async function factorOf(req: CalcPreviewRequest): Promise<ResolvedFactor | undefined> {
    if (req.factorId === undefined) return undefined;
    const factor = await factors.resolve(Number(req.factorId));
    if (!factor) throw invalid('calc.source.unknownFactor', { id: req.factorId }, 'factorId');
    return factor;
  }

  return {
    async preview(req: CalcPreviewRequest): Promise<EmissionResultWire> {
      return engine.run(req.source, req.gwpSet, await factorOf(req));
    },

    /**
     * Calculates like preview and stores the result with the factor row's id and version, the
     * GWP set and the explanation; the organisation must be in the caller's scope (1013003).
     */
    async record(ctx: RequestContext, req: CalcRecordRequest): Promise<CalcResultRow> {
      // In scope (1013003) and live (the organisation's not-exist error).
      await orgs.detailWithPark(ctx, req.orgId);
      const factor = await factorOf(req);
      const wire = await engine.run(req.source, req.gwpSet, factor);
      const values = resultValues(Number(req.orgId), req.source, req.gwpSet, factor, wire, { createdBy: ctx.user.id, reason: null });
      return db.transaction(async (tx) => {
        // A factor deleted since it was read is refused like an unknown one (factor.service pin).
        if (factor && !(await factors.pin(tx, Number(factor.id))))
          throw invalid('calc.source.unknownFactor', { id: factor.id }, 'factorId');
        const row = toResultRow(await calcRepo.insert(tx, values, clock.now()));
        await writeAudit(
          tx,
          ctx.actor,
          { action: 'add', entity: RESULT_ENTITY, entityId: row.id, orgId: values.orgId, after: row },
          clock.now(),
        );
        return row;
      });
    },

    /** Stored results in the caller's scope, newest first; a named organisation outside it is 1013003. */
    async results(ctx: RequestContext, q: CalcResultPageQuery): Promise<Page<CalcResultRow>> {
      const scope = await ctx.scope();
      const orgId = q.orgId === undefined ? undefined : Number(q.orgId);
      if (orgId !== undefined) assertInScope(scope, orgId);
      const filter = { orgId, factorCode: q.factorCode, status: q.status };
      const { rows, total } = await calcRepo.page(db, scopeCondition(scope, calcResult.orgId), filter, q.pageNo, q.pageSize);
      return page(rows.map(toResultRow), total, q.pageNo, q.pageSize);
    },
  };
}
