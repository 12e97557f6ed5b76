import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { PROJECT_SORT_FIELDS, PROJECT_STAGE, PROJECT_STATUS, PROJECT_TECHNOLOGY, type ProjectRow } from '@carbon/domain';
import { formatDate } from '../../../../lib/format';
import { formatFigure, formatShare, PROJECT_ROUTES, shownStatusColor, type ProjectLabels } from '../labels';
import { enumColumn } from '../../../../lib/enum-labels';
import type { SortOrder } from './list-state';
import { orgColumns } from '../../../../components/org-columns';

export type RowAction = 'edit' | 'delete' | 'submit' | 'changeStatus';

/** What a row offers, from its status (the server refuses anything else with its reason). */
export function rowActions(row: Pick<ProjectRow, 'status' | 'approvalStatus'>): RowAction[] {
  if (row.status === 'draft') {
    if (row.approvalStatus === 'in_approval') return [];
    return row.approvalStatus === 'not_submitted' ? ['edit', 'delete', 'submit'] : ['edit', 'submit'];
  }
  return row.status === 'closed' ? [] : ['changeStatus'];
}

type Sort = { sortField?: string; sortOrder?: SortOrder };

type Options = {
  L: ProjectLabels;
  sort: Sort;
  allowed: (action: RowAction) => boolean;
  /** The control of a row action (a link, or a confirmation around one). */
  renderAction: (action: RowAction, row: ProjectRow) => ReactNode;
};

const SORTABLE = new Set<string>(PROJECT_SORT_FIELDS);

/**
 * Columns and search fields of the project list (FoxconnProject): number, name, organisation
 * (subtree), status, stage, 3R class, technology, estimated start year, overdue and flagged;
 * the automatic figures with their units; codes shown by their labels.
 */
export function projectColumns({ L, sort, allowed, renderAction }: Options): ProColumns<ProjectRow>[] {
  const sorted = (field: string) =>
    SORTABLE.has(field)
      ? {
          sorter: true,
          sortOrder: sort.sortField === field ? (sort.sortOrder ?? null) : null,
          // ProTable starts a `sorter: true` column from defaultSortOrder only: the kept sort shows in the header
          ...(sort.sortField === field && sort.sortOrder ? { defaultSortOrder: sort.sortOrder } : {}),
        }
      : {};
  const figure = (field: keyof ProjectRow, unit: string, width = 130): ProColumns<ProjectRow> => ({
    title: `${L.t(`column.${field}`)} (${unit})`,
    dataIndex: field,
    search: false,
    align: 'right',
    width,
    ...sorted(field),
    render: (_, r) => <span data-testid={`project-${field}-${r.id}`}>{formatFigure(r[field] as string | null, 2)}</span>,
  });
  const yesNo = { true: { text: L.t('filter.yes') }, false: { text: L.t('filter.no') } };
  const actionsShown = (['edit', 'delete', 'submit', 'changeStatus'] as const).some(allowed);
  return [
    {
      title: L.field('number'),
      dataIndex: 'number',
      width: 150,
      fieldProps: { 'data-testid': 'project-search-number' },
      ...sorted('number'),
    },
    {
      title: L.field('name'),
      dataIndex: 'name',
      ellipsis: true,
      fieldProps: { 'data-testid': 'project-search-name' },
      ...sorted('name'),
      render: (_, r) => (
        <Link to={PROJECT_ROUTES.detail(r.id)} data-testid={`project-open-${r.id}`}>
          {r.name}
        </Link>
      ),
    },
    ...orgColumns<ProjectRow>(L.field('orgId'), 'project-search-org'),
    enumColumn<ProjectRow>(L.td, PROJECT_STATUS, L.field('status'), 'status', 'project-search-status', {
      render: (_, r) => (
        <Tag color={shownStatusColor(r)} data-testid={`project-status-${r.id}`}>
          {L.shownStatus(r)}
        </Tag>
      ),
    }),
    enumColumn<ProjectRow>(L.td, PROJECT_STAGE, L.field('stage'), 'stage', 'project-search-stage', {
      render: (_, r) => <span data-testid={`project-stage-${r.id}`}>{L.stage(r.stage)}</span>,
    }),
    {
      title: L.field('threeR'),
      dataIndex: 'threeR',
      valueType: 'select',
      valueEnum: Object.fromEntries(L.threeROptions().map((o) => [o.value, { text: o.label }])),
      fieldProps: { 'data-testid': 'project-search-threeR' },
      render: (_, r) => <span data-testid={`project-threeR-${r.id}`}>{L.threeR(r.threeR)}</span>,
    },
    enumColumn<ProjectRow>(L.td, PROJECT_TECHNOLOGY, L.field('technology'), 'technology', 'project-search-technology', {
      render: (_, r) => <span data-testid={`project-technology-${r.id}`}>{L.technology(r.technology)}</span>,
    }),
    {
      title: L.field('year'),
      dataIndex: 'year',
      valueType: 'digit',
      hideInTable: true,
      fieldProps: { 'data-testid': 'project-search-year', precision: 0 },
    },
    {
      title: L.field('overdue'),
      dataIndex: 'overdue',
      valueType: 'select',
      valueEnum: yesNo,
      hideInTable: true,
      fieldProps: { 'data-testid': 'project-search-overdue' },
    },
    {
      title: L.field('flagged'),
      dataIndex: 'flagged',
      valueType: 'select',
      valueEnum: yesNo,
      hideInTable: true,
      fieldProps: { 'data-testid': 'project-search-flagged' },
    },
    {
      title: L.field('estimatedStart'),
      dataIndex: 'estimatedStart',
      search: false,
      ...sorted('estimatedStart'),
      render: (_, r) => formatDate(r.estimatedStart),
    },
    {
      title: L.field('estimatedEnd'),
      dataIndex: 'estimatedEnd',
      search: false,
      ...sorted('estimatedEnd'),
      render: (_, r) => (
        <Space size={4}>
          {formatDate(r.estimatedEnd)}
          {r.overdue && (
            <Tag color="red" data-testid={`project-overdue-${r.id}`}>
              {L.t('tag.overdue')}
            </Tag>
          )}
        </Space>
      ),
    },
    figure('annualCarbonReduction', L.t('unit.tco2e')),
    figure('investment', L.t('unit.tenThousandYuan')),
    figure('annualBenefit', L.t('unit.tenThousandYuan')),
    figure('costEffectiveness', L.t('unit.yuanPerTonne'), 150),
    {
      title: `${L.t('column.paybackYears')} (${L.t('unit.years')})`,
      dataIndex: 'paybackYears',
      search: false,
      align: 'right',
      render: (_, r) => (
        <span data-testid={`project-paybackYears-${r.id}`}>
          {r.paybackNotRecovered ? L.t('figure.notRecovered') : formatFigure(r.paybackYears, 2)}
        </span>
      ),
    },
    figure('abatementCost', L.t('unit.yuanPerTonne'), 150),
    {
      title: L.t('column.realisation'),
      dataIndex: 'realisationRatio',
      search: false,
      render: (_, r) =>
        r.realisationRatio === null ? (
          '—'
        ) : (
          <Tag color={r.flagged ? 'red' : 'green'} data-testid={`project-realisation-${r.id}`}>
            {formatShare(r.realisationRatio)}
          </Tag>
        ),
    },
    {
      title: L.t('column.actions'),
      valueType: 'option',
      fixed: 'right',
      hideInTable: !actionsShown,
      render: (_, row) => (
        <Space size="small" wrap>
          {rowActions(row)
            .filter(allowed)
            .map((a) => renderAction(a, row))}
        </Space>
      ),
    },
  ];
}

/** The sort a table change asks for (a figure or date column; anything else clears it). */
export function sortOf(sorter: unknown): Sort {
  const one = (Array.isArray(sorter) ? sorter[0] : sorter) as { field?: unknown; order?: unknown } | undefined;
  const field = Array.isArray(one?.field) ? one.field.join('.') : one?.field;
  const order = one?.order;
  if (typeof field !== 'string' || !SORTABLE.has(field) || (order !== 'ascend' && order !== 'descend')) return {};
  return { sortField: field, sortOrder: order };
}
