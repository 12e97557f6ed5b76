import { memo, type ReactNode } from 'react';
import { Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Decimal } from '@carbon/domain';
import type { SettingKind } from '../api/goal-api';
import { formatFigure, MONTHS, type GoalLabels } from '../shared/labels';
import { headlineOf, type GoalOrg, type RowValues, type StoredRow } from './decomposition';

/** The cell a failure points at (its input is outlined in red). */
export type BadCell = { orgId: string; column: string | null } | undefined;

type Props = {
  kind: SettingKind;
  L: GoalLabels;
  orgs: readonly GoalOrg[];
  values: ReadonlyMap<string, RowValues>;
  stored: ReadonlyMap<string, StoredRow>;
  editable: (orgId: string) => boolean;
  sums: ReadonlyMap<string, { sum: string; count: number }>;
  bad: BadCell;
  onChange: (orgId: string, column: string, value: string) => void;
  onSpread: (orgId: string) => void;
  onHistory: (org: GoalOrg) => void;
};

const INDENT: Record<GoalOrg['level'], number> = { fii: 0, business_group: 16, park: 32 };

/** The text of one column of a row's values: annual, m1..m12, total, reduce, replace, resolve. */
export function cellText(v: RowValues, column: string): string {
  if ('annual' in v) return column === 'annual' ? v.annual : (v.months[Number(column.slice(1)) - 1] ?? '');
  return v[column as keyof typeof v];
}

type CellProps = { orgId: string; column: string; text: string; editable: boolean; bad: boolean; onChange: Props['onChange'] };

/** One figure: an input where the caller may type, else the figure itself (rounded, exact in the title). */
const FigureCell = memo(function FigureCell({ orgId, column, text, editable, bad, onChange }: CellProps) {
  const testId = `goal-cell-${orgId}-${column}`;
  if (!editable)
    return (
      <span data-testid={testId} title={text}>
        {text ? formatFigure(text) : '—'}
      </span>
    );
  return (
    <Input
      size="small"
      data-testid={testId}
      value={text}
      status={bad ? 'error' : undefined}
      inputMode="decimal"
      style={{ minWidth: 84 }}
      onChange={(e) => onChange(orgId, column, e.target.value)}
    />
  );
});

/**
 * A row's state: no target yet, draft, submitted (revision n), and whether it was handed down
 * read-only. A level above the caller's scope (the Fii for a business group's manager) is set
 * above, its row never sent to the caller: whether it has a target is not for this table to say.
 */
function StateTags({ L, org, stored, editable }: { L: GoalLabels; org: GoalOrg; stored: StoredRow | undefined; editable: boolean }) {
  const tags: ReactNode[] = [];
  if (!stored && !org.inScope) return <Tag color="blue">{L.t('state.handedDown')}</Tag>;
  if (!stored) tags.push(<Tag key="none">{L.t('state.none')}</Tag>);
  else if (stored.state === 'submitted')
    tags.push(
      <Tag key="state" color="green">
        {L.t('state.submitted', { revision: stored.revision })}
      </Tag>,
    );
  else tags.push(<Tag key="state">{L.t('state.draft')}</Tag>);
  if (stored && !editable)
    tags.push(
      <Tag key="ro" color="blue">
        {L.t('state.handedDown')}
      </Tag>,
    );
  return <>{tags}</>;
}

/**
 * What the children make of a parent's figure: their sum, and what is left to split (control:
 * the cap less the children's, negative is over) or still short (reduction: the target less the
 * children's, positive is short).
 */
function SplitCell({ kind, L, org, values, sums }: Pick<Props, 'kind' | 'L' | 'values' | 'sums'> & { org: GoalOrg }) {
  const s = sums.get(org.orgId);
  const v = values.get(org.orgId);
  if (!s || !v) return null;
  let rest: Decimal | null = null;
  try {
    rest = new Decimal(headlineOf(v).trim() || '0').minus(s.sum);
  } catch {
    rest = null;
  }
  const broken = rest !== null && (kind === 'control' ? rest.isNegative() : rest.greaterThan(0));
  return (
    <Space direction="vertical" size={0} data-testid={`goal-split-${org.orgId}`}>
      <span title={s.sum}>{L.t('split.sum', { n: s.count, sum: formatFigure(s.sum) })}</span>
      {rest !== null && (
        <Typography.Text type={broken ? 'danger' : 'secondary'} data-testid={`goal-split-rest-${org.orgId}`}>
          {L.t(kind === 'control' ? 'split.left' : 'split.short', { value: formatFigure(rest.abs().toFixed()) })}
          {broken ? ` · ${L.t(kind === 'control' ? 'split.over' : 'split.below')}` : ''}
        </Typography.Text>
      )}
    </Space>
  );
}

const columnsOf = (kind: SettingKind): string[] =>
  kind === 'control' ? ['annual', ...MONTHS.map((m) => `m${m}`)] : ['total', 'reduce', 'replace', 'resolve'];

/**
 * The decomposition table (data-testid `goal-table`): the Fii, its business groups and their
 * parks, one row each, with the figures the caller may type and the ones handed down read-only.
 */
export function DecompositionTable(props: Props) {
  const { kind, L, orgs, values, stored, editable, bad, onChange, onSpread, onHistory } = props;
  const figureColumns: ColumnsType<GoalOrg> = columnsOf(kind).map((column) => ({
    key: column,
    title: column.startsWith('m') ? L.month(Number(column.slice(1))) : L.t(`column.${column}`),
    width: column.startsWith('m') ? 96 : 130,
    render: (_: unknown, o: GoalOrg) => (
      <FigureCell
        orgId={o.orgId}
        column={column}
        text={cellText(
          values.get(o.orgId) ?? (kind === 'control' ? { annual: '', months: [] } : { total: '', reduce: '', replace: '', resolve: '' }),
          column,
        )}
        editable={editable(o.orgId)}
        bad={
          bad?.orgId === o.orgId && (bad.column === column || bad.column === null || (bad.column === 'months' && column.startsWith('m')))
        }
        onChange={onChange}
      />
    ),
  }));
  const columns: ColumnsType<GoalOrg> = [
    {
      key: 'org',
      title: L.t('column.org'),
      fixed: 'left',
      width: 260,
      render: (_, o) => (
        <div style={{ paddingLeft: INDENT[o.level] }} data-testid={`goal-org-${o.orgId}`}>
          <div>
            <Typography.Text strong={o.level !== 'park'}>{o.orgName}</Typography.Text> <Tag>{L.level(o.level)}</Tag>
          </div>
          <StateTags L={L} org={o} stored={stored.get(o.orgId)} editable={editable(o.orgId)} />
        </div>
      ),
    },
    ...figureColumns,
    { key: 'split', title: L.t('column.split'), width: 200, render: (_, o) => <SplitCell {...props} org={o} /> },
    {
      key: 'actions',
      title: L.t('column.actions'),
      fixed: 'right',
      width: 120,
      render: (_, o) => (
        <Space direction="vertical" size={0}>
          {kind === 'control' && editable(o.orgId) && (
            <Typography.Link data-testid={`goal-spread-${o.orgId}`} onClick={() => onSpread(o.orgId)}>
              {L.t('action.spread')}
            </Typography.Link>
          )}
          {(stored.get(o.orgId)?.revision ?? 0) > 0 && (
            <Typography.Link data-testid={`goal-history-${o.orgId}`} onClick={() => onHistory(o)}>
              {L.t('action.history')}
            </Typography.Link>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Table<GoalOrg>
      data-testid="goal-table"
      size="small"
      rowKey="orgId"
      columns={columns}
      dataSource={orgs as GoalOrg[]}
      scroll={{ x: 'max-content' }}
      pagination={orgs.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
    />
  );
}
