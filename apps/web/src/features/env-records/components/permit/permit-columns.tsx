import type { ReactNode } from 'react';
import { Tag, Typography } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { APPLICATION_TYPE, CONSTRUCTION_STATUS, type PermitRow } from '@carbon/domain';
import { formatDate } from '../../../../lib/format';
import { CONSTRUCTION_COLOR, type RecordLabels } from '../labels';
import { enumColumn } from '../../../../lib/enum-labels';
import { actionsColumn } from '../../../../components/actions-column';
import { orgColumns } from '../../../../components/org-columns';

export type PermitAction = 'edit' | 'status' | 'delete';

type Options = {
  L: RecordLabels;
  onView: (row: PermitRow) => void;
  actionsOf: (row: PermitRow) => PermitAction[];
  renderAction: (a: PermitAction, row: PermitRow) => ReactNode;
};

/** "2026-01-01 ~ 2026-12-31", a dash for a missing end. */
export const rangeText = (start: string | null, end: string | null) => (start || end ? `${formatDate(start)} ~ ${formatDate(end)}` : '—');

/**
 * Columns and search fields of the EIA projects: name or approval number, organisation, application
 * type and construction status (labels), the report form, approval number and date, the planned
 * period, the approval documents' count.
 */
export function permitColumns({ L, onView, actionsOf, renderAction }: Options): ProColumns<PermitRow>[] {
  return [
    {
      title: L.t('permit.name'),
      dataIndex: 'name',
      search: false,
      render: (_, r) => (
        <Typography.Link data-testid={`permit-open-${r.id}`} onClick={() => onView(r)}>
          {r.name}
        </Typography.Link>
      ),
    },
    {
      title: L.field('envPermit.keyword'),
      dataIndex: 'keyword',
      hideInTable: true,
      fieldProps: { 'data-testid': 'permit-search-keyword' },
    },
    ...orgColumns<PermitRow>(L.field('orgId'), 'permit-search-org'),
    enumColumn<PermitRow>(L.td, APPLICATION_TYPE, L.field('applicationType'), 'applicationType', 'permit-search-applicationType', {
      render: (_, r) => L.applicationType(r.applicationType),
    }),
    { title: L.field('reportForm'), dataIndex: 'reportForm', search: false, render: (_, r) => L.reportForm(r.reportForm) },
    enumColumn<PermitRow>(
      L.td,
      CONSTRUCTION_STATUS,
      L.field('constructionStatus'),
      'constructionStatus',
      'permit-search-constructionStatus',
      {
        render: (_, r) => (
          <Tag color={CONSTRUCTION_COLOR[String(r.constructionStatus)]} data-testid={`permit-construction-${r.id}`}>
            {L.construction(r.constructionStatus)}
          </Tag>
        ),
      },
    ),
    { title: L.field('approvalNumber'), dataIndex: 'approvalNumber', search: false, render: (_, r) => r.approvalNumber ?? '—' },
    { title: L.field('approvalDate'), dataIndex: 'approvalDate', search: false, render: (_, r) => formatDate(r.approvalDate) },
    { title: L.t('permit.planned'), key: 'planned', search: false, render: (_, r) => rangeText(r.plannedStart, r.plannedEnd) },
    { title: L.t('permit.files'), dataIndex: 'fileCount', search: false, align: 'right' },
    ...actionsColumn<PermitRow>(L.t('column.actions'), (r) => actionsOf(r).map((a) => renderAction(a, r))),
  ];
}
