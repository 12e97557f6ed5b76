import type { ControlGoalRow, OrgTreeNodeWithPark, ReductionGoalRow } from '@carbon/domain';

/** A tree node of treeWithPark (only what the goal screens read matters). */
export function node(id: string, title: string, orgType: string, children: OrgTreeNodeWithPark[] = [], pid = '0'): OrgTreeNodeWithPark {
  return {
    id,
    parentId: pid,
    pid,
    title,
    value: id,
    weight: 1,
    code: `c${id}`,
    orgType,
    parkId: null,
    parkName: null,
    parkCode: null,
    address: null,
    longitude: null,
    latitude: null,
    children,
  };
}

/** Fii (1) → Cloud BG (2) → Longhua park (3, with a legal entity 7 below it), Shenzhen park (4); Industrial BG (5) → Zhengzhou park (6). */
export const PARK_3 = node('3', 'Longhua park', 'park', [node('7', 'Longhua entity', 'legal_entity', [], '3')], '2');
export const PARK_4 = node('4', 'Shenzhen park', 'park', [], '2');
export const BG_2 = node('2', 'Cloud BG', 'business_group', [PARK_3, PARK_4], '1');
export const BG_5 = node('5', 'Industrial BG', 'business_group', [node('6', 'Zhengzhou park', 'park', [], '5')], '1');
export const GROUP_TREE = [node('1', 'Fii', 'group', [BG_2, BG_5])];
/** What treeWithPark gives a Cloud BG manager: the business group's subtree under its ancestor, the Fii (outside the scope). */
export const BG_TREE = [node('1', 'Fii', 'group', [BG_2])];
/** What treeWithoutParent gives the Cloud BG manager: the scope alone, the business group its root. */
export const BG_SCOPE = [BG_2];
/** The scopes as id sets: the super admin's (every organisation), the Cloud BG manager's (its subtree, the legal entity 7 included). */
export const ALL_IDS: ReadonlySet<string> = new Set(['1', '2', '3', '4', '5', '6', '7']);
export const BG_IDS: ReadonlySet<string> = new Set(['2', '3', '4', '7']);

const NAMES: Record<string, [string, ControlGoalRow['level'], string | null]> = {
  '1': ['Fii', 'fii', null],
  '2': ['Cloud BG', 'business_group', '1'],
  '3': ['Longhua park', 'park', '2'],
  '4': ['Shenzhen park', 'park', '2'],
  '5': ['Industrial BG', 'business_group', '1'],
  '6': ['Zhengzhou park', 'park', '5'],
};

type RowOptions = { state?: 'draft' | 'submitted'; revision?: number; editable?: boolean; version?: number; year?: number };

function base(orgId: string, kind: ControlGoalRow['kind'], o: RowOptions) {
  const [orgName, level, parentOrgId] = NAMES[orgId]!;
  return {
    id: `9${orgId}`,
    kind,
    year: o.year ?? 2025,
    orgId,
    orgName,
    level,
    parentOrgId,
    baselineYear: 2020,
    state: o.state ?? 'submitted',
    revision: o.revision ?? 1,
    version: o.version ?? 3,
    editable: o.editable ?? true,
    fileId: null,
    fileName: null,
    updatedAt: '2025-01-05T00:00:00Z',
  };
}

export const controlRow = (orgId: string, annual: string, months: string[], o: RowOptions = {}): ControlGoalRow => ({
  ...base(orgId, 'absolute_control', o),
  annual,
  months,
});

export const reductionRow = (orgId: string, f: [string, string, string, string], o: RowOptions = {}): ReductionGoalRow => ({
  ...base(orgId, 'project_reduction', o),
  total: f[0],
  reduce: f[1],
  replace: f[2],
  resolve: f[3],
});

export const twelve = (v: string) => Array.from({ length: 12 }, () => v);
