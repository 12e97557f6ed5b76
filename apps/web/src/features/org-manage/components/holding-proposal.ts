import {
  ENTITY_RELATIONSHIPS,
  FINANCIAL_CONTROL_KINDS,
  proposedFinancialControl,
  proposedRelationship,
  type EntityRelationship,
  type FinancialControlKind,
} from '@carbon/domain';

/** A relationship a boundary record or an ownership link may hold (issue 26). */
export type HoldingRelationship = Exclude<EntityRelationship, 'parent'>;

export const RELATIONSHIPS: readonly HoldingRelationship[] = ENTITY_RELATIONSHIPS;
export const CONTROL_KINDS: readonly FinancialControlKind[] = FINANCIAL_CONTROL_KINDS;

/** The i18n key (domain namespace) of a relationship's label. */
export const relationshipKey = (r: string) => `calc.consolidation.relationship.${r}`;

export const isRelationship = (v: unknown): v is HoldingRelationship => typeof v === 'string' && (RELATIONSHIPS as string[]).includes(v);
export const isControlKind = (v: unknown): v is FinancialControlKind => typeof v === 'string' && (CONTROL_KINDS as string[]).includes(v);

const shareText = (share: number | string | null | undefined) =>
  share === null || share === undefined || share === '' ? null : String(share);

/**
 * The relationship the equity share proposes (the domain's rule). Financial control counts only
 * when the user chose it: a control proposed from an earlier relationship must not steer the
 * next proposal (a share lowered from 100 % to 30 % proposes an associate, not a subsidiary).
 */
export function proposalFor(share: number | string | null | undefined, chosenControl?: FinancialControlKind | null): HoldingRelationship {
  const fc = chosenControl === 'own' ? true : chosenControl === 'none' ? false : undefined;
  return proposedRelationship(shareText(share), fc);
}

/** The financial control a relationship proposes (own, joint or none). */
export const controlFor = (relationship: HoldingRelationship): FinancialControlKind => proposedFinancialControl(relationship);

/**
 * Whether the form may still move the relationship with the share: a new record, or a saved one
 * whose relationship is what its share alone proposes (the default). A relationship recorded
 * against the share (an associate at 56 % without control) is never overwritten.
 */
export function followsShare(saved: { relationship?: string | null; equitySharePct?: number | string | null } | null) {
  if (!saved || !saved.relationship) return true;
  return saved.relationship === proposalFor(saved.equitySharePct);
}
