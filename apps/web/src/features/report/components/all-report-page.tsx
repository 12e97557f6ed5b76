import type { ReactNode } from 'react';
import { Space, Tag } from 'antd';
import type { ProColumns } from '@ant-design/pro-components';
import { Link } from 'react-router';
import { REPORT_TEMPLATE, type ReportRow } from '@carbon/domain';
import { ConfirmRowDelete } from '../../../components/confirm-delete';
import { useActionMessage } from '../../../components/action-messages';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { enumColumn } from '../../../lib/enum-labels';
import { formatDateTime } from '../../../lib/format';
import { reportApi, useDeleteReport } from '../api/report-api';
import { Figure } from './figure';
import { ProjectSelect } from './project-select';
import { REPORT_ROUTES, useReportLabels, type ReportLabels } from './labels';
import { orgColumns } from '../../../components/org-columns';

const options = (entries: [string, string][]) => Object.fromEntries(entries.map(([value, text]) => [value, { text }]));

/** Columns and search fields: title, project, organisation, template, status, kind; every code by its label. */
function useColumns(L: ReportLabels, actions: (row: ReportRow) => ReactNode): ProColumns<ReportRow>[] {
  return [
    { title: L.t('list.name'), dataIndex: 'name', hideInTable: true, fieldProps: { 'data-testid': 'report-search-name' } },
    {
      title: L.t('list.title'),
      dataIndex: 'title',
      search: false,
      render: (_, r) => (
        <Link to={REPORT_ROUTES.report(r.id)} data-testid={`report-open-${r.id}`}>
          {r.title}
        </Link>
      ),
    },
    { title: L.t('header.number'), dataIndex: 'number', search: false },
    {
      title: L.t('list.kind'),
      dataIndex: 'kind',
      valueType: 'select',
      valueEnum: options([
        ['task', L.kind('task')],
        ['consolidated', L.kind('consolidated')],
      ]),
      fieldProps: { 'data-testid': 'report-search-kind' },
      render: (_, r) => L.kind(r.kind),
    },
    enumColumn<ReportRow>(L.td, REPORT_TEMPLATE, L.t('list.template'), 'template', 'report-search-template', {
      render: (_, r) => <span data-testid={`report-template-${r.id}`}>{L.template(r.template)}</span>,
    }),
    {
      title: L.t('list.status'),
      dataIndex: 'status',
      valueType: 'select',
      valueEnum: options([
        ['draft', L.t('status.draft')],
        ['published', L.t('status.published')],
      ]),
      fieldProps: { 'data-testid': 'report-search-status' },
      render: (_, r) => (
        <Tag color={r.publishedVersion > 0 ? 'green' : 'default'} data-testid={`report-status-${r.id}`}>
          {L.status(r)}
        </Tag>
      ),
    },
    {
      title: L.t('header.project'),
      dataIndex: 'projectId',
      hideInTable: true,
      renderFormItem: () => <ProjectSelect testId="report-search-project" />,
    },
    { title: L.t('header.project'), dataIndex: 'projectName', search: false, ellipsis: true },
    ...orgColumns<ReportRow>(L.t('header.organisation'), 'report-search-org'),
    {
      title: L.t('list.approach'),
      dataIndex: 'approach',
      search: false,
      render: (_, r) => (r.kind === 'consolidated' ? L.approach(r.approach) : '—'),
    },
    {
      title: L.t('list.total'),
      dataIndex: 'total',
      search: false,
      align: 'right',
      render: (_, r) => <Figure figure={null} value={r.total} />,
    },
    { title: L.t('list.updatedAt'), dataIndex: 'updatedAt', search: false, render: (_, r) => formatDateTime(r.updatedAt) },
    { title: L.t('list.actions'), valueType: 'option', render: (_, r) => actions(r) },
  ];
}

/**
 * /carbonButler/allReport (data-testid `all-report-page`): every report the user may see
 * (data-scoped by the server), filtered by project, organisation, template, status and kind;
 * each opens its report; a draft never published may be deleted (report:edit).
 */
export function AllReportPage() {
  const L = useReportLabels();
  const can = usePerm();
  const outcome = useActionMessage();
  const remove = useDeleteReport();
  const mayDelete = can(reportApi.delete.permission);
  const onDelete = async (row: ReportRow) => {
    try {
      await remove.mutateAsync({ id: row.id });
      outcome.success('delete');
    } catch (e) {
      outcome.failure('delete', e);
    }
  };
  const columns = useColumns(L, (r) => (
    <Space size="small">
      <Link to={REPORT_ROUTES.report(r.id)}>{L.t('list.open')}</Link>
      {mayDelete && r.publishedVersion === 0 && (
        <ConfirmRowDelete
          title={L.t('list.deleteConfirm', { title: r.title })}
          label={L.t('list.delete')}
          testId={`report-delete-${r.id}`}
          okTestId={`report-delete-ok-${r.id}`}
          onConfirm={() => onDelete(r)}
        />
      )}
    </Space>
  ));
  return (
    <div data-testid="all-report-page">
      <PageTable<ReportRow>
        testId="report-table"
        endpoint={reportApi.page}
        columns={columns}
        headerTitle={L.t('list.heading')}
        scroll={{ x: 'max-content' }}
        toolbar={() => [
          <Link key="consolidate" to={REPORT_ROUTES.totalReport} data-testid="report-link-consolidate">
            {L.t('link.consolidated')}
          </Link>,
        ]}
      />
    </div>
  );
}
