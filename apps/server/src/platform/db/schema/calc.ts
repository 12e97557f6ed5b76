import { index, jsonb, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { id, ref, timestamps, version } from './columns.js';

/**
 * Stored emission results (ADR 006 "Stored results and recalculation"). A row is the engine's
 * answer for one source input with one factor row and one GWP set, kept as computed: a new
 * factor version never changes it. A deliberate recalculation adds a new `current` row and
 * marks the old one `superseded` (superseded_by → the new row); nothing else ever updates a row.
 */
/**
 * The shared part of stored explanations (packages/domain ExplanationTemplate: method, formula, factors, GWP
 * set, notes, and the inputs without their values), once per kind, keyed by the SHA-256 of its JSON
 * (base64url). Rows are never changed or deleted (ADR 017).
 */
export const calcExplanationTemplate = pgTable('calc_explanation_template', {
  digest: text('digest').primaryKey(),
  body: jsonb('body').notNull(),
});

export const calcResult = pgTable(
  'calc_result',
  {
    id: id(),
    /** The organisation the emission belongs to (data scope). */
    orgId: ref('org_id').notNull(),
    /** The emission-source type of the input (calc/source-input.ts), e.g. 'electricity-location'. */
    sourceType: text('source_type').notNull(),
    /** The emissionSourceInput as calculated. */
    input: jsonb('input').notNull(),
    /** The factor-library row used; null when the source was calculated from inline parameters. */
    factorId: ref('factor_id'),
    factorCode: text('factor_code'),
    factorVersion: text('factor_version'),
    /** 'AR4' | 'AR5' | 'AR6' */
    gwpSet: text('gwp_set').notNull(),
    tco2e: numeric('tco2e').notNull(),
    /** Per-gas mass in t, decimal strings. */
    gases: jsonb('gases').notNull(),
    /** Per-gas tCO2e, decimal strings (they sum exactly to tco2e). */
    gasesCo2e: jsonb('gases_co2e').notNull(),
    /** Biogenic CO2 in t, reported apart from tco2e. */
    biogenicCo2: numeric('biogenic_co2'),
    /** tCO2e of Montreal-Protocol gases, reported outside the scopes. */
    outsideScopes: numeric('outside_scopes'),
    /**
     * The engine's explanation (formula, inputs with units, factor id and version, GWP set), stored as
     * `{template, values}`: the digest of its calc_explanation_template row and the inputs' values (ADR 017).
     * Read it through the SQL function calc_explanation(explanation), which also answers older rows that hold
     * the whole explanation.
     */
    explanation: jsonb('explanation').notNull(),
    /** 'current' | 'superseded' */
    status: text('status').notNull().default('current'),
    supersededBy: ref('superseded_by'),
    /** Why a recalculation produced this row (null for a first recording). */
    reason: text('reason'),
    createdBy: ref('created_by').notNull(),
    version: version(),
    ...timestamps(),
  },
  (t) => [
    index('calc_result_factor_idx').on(t.factorId),
    index('calc_result_code_status_idx').on(t.factorCode, t.status),
    index('calc_result_org_idx').on(t.orgId),
  ],
);
