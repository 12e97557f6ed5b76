import { useCallback, useEffect, useMemo, useState } from 'react';
import type { OrgTreeNode, OrgTreeNodeWithPark } from '@carbon/domain';
import type { SettingKind } from '../api/goal-api';
import {
  childSums,
  emptyValues,
  isEditable,
  saveRowsOf,
  scopeIdsOf,
  scopeRootsOf,
  spreadEvenly,
  tableOrgs,
  valuesOf,
  type RowValues,
  type StoredRow,
} from './decomposition';

/** Puts `text` into `column` of a row's values (annual, m1..m12, total, reduce, replace, resolve). */
function withCell(v: RowValues, column: string, text: string): RowValues {
  if ('annual' in v) {
    if (column === 'annual') return { ...v, annual: text };
    const months = [...v.months];
    months[Number(column.slice(1)) - 1] = text;
    return { ...v, months };
  }
  return { ...v, [column]: text };
}

/**
 * The form state of a decomposition: the table's organisations (`tree`: treeWithPark, the scope
 * with its ancestors; `scopeTree`: treeWithoutParent, the scope alone), the stored rows, the figures
 * typed (reset from the server whenever it answers afresh), and the rows a save would send.
 */
export function useDecomposition(
  kind: SettingKind,
  tree: readonly OrgTreeNodeWithPark[] | undefined,
  scopeTree: readonly OrgTreeNode[] | undefined,
  rows: readonly StoredRow[] | undefined,
) {
  const scope = useMemo(() => scopeIdsOf(scopeTree ?? []), [scopeTree]);
  const orgs = useMemo(() => tableOrgs(tree ?? [], scope, rows ?? []), [tree, scope, rows]);
  const stored = useMemo(() => new Map((rows ?? []).map((r) => [r.orgId, r])), [rows]);
  const byId = useMemo(() => new Map(orgs.map((o) => [o.orgId, o])), [orgs]);
  const [values, setValues] = useState<ReadonlyMap<string, RowValues>>(new Map());
  const [dirty, setDirty] = useState(false);

  useEffect(() => {
    setValues(new Map((rows ?? []).map((r) => [r.orgId, valuesOf(r)])));
    setDirty(false);
  }, [rows]);

  const editable = useCallback(
    (orgId: string) => {
      const o = byId.get(orgId);
      return !!o && isEditable(o, stored.get(orgId), byId);
    },
    [byId, stored],
  );

  const setCell = useCallback(
    (orgId: string, column: string, text: string) => {
      setValues((prev) => new Map(prev).set(orgId, withCell(prev.get(orgId) ?? emptyValues(kind), column, text)));
      setDirty(true);
    },
    [kind],
  );

  /** Fills an editable row's months from its annual value (each rounded up). */
  const spread = useCallback((orgId: string) => {
    setValues((prev) => {
      const v = prev.get(orgId);
      const months = v && 'annual' in v ? spreadEvenly(v.annual) : undefined;
      return v && months ? new Map(prev).set(orgId, { ...v, months }) : prev;
    });
    setDirty(true);
  }, []);

  const saveRows = useMemo(() => saveRowsOf(orgs, values, editable, stored), [orgs, values, editable, stored]);
  const sums = useMemo(() => childSums(orgs, values), [orgs, values]);
  /** The caller's highest organisations below the Fii: each was handed a figure from outside its scope. */
  const roots = useMemo(() => scopeRootsOf(orgs), [orgs]);
  return { orgs, stored, values, editable, setCell, spread, saveRows, sums, roots, dirty };
}
