import { Card, Descriptions, Select, Space, Tag, Typography } from 'antd';
import type { ReportDetail } from '@carbon/domain';
import { formatDate, formatDateTime } from '../../../lib/format';
import { ReportActions } from './report-actions';
import { useReportLabels } from './labels';

type Props = { detail: ReportDetail; onShowVersion: (versionNo: number) => void };

/** The versions one may read: the working draft (0) and each published version, newest first. */
function VersionSwitcher({ detail, onShowVersion }: Props) {
  const L = useReportLabels();
  const options = [
    { value: 0, label: L.t('version.draft') },
    ...[...detail.versions]
      .sort((a, b) => b.versionNo - a.versionNo)
      .map((v) => ({
        value: v.versionNo,
        label: L.t('version.publishedAt', { version: v.versionNo, at: formatDateTime(v.publishedAt), by: v.publishedByName }),
      })),
  ];
  return (
    <Space>
      <Typography.Text type="secondary">{L.t('version.label')}</Typography.Text>
      <Select
        data-testid="report-version"
        style={{ minWidth: 320 }}
        value={detail.versionNo}
        options={options}
        onChange={(v: number) => onShowVersion(v)}
      />
    </Space>
  );
}

/**
 * The report's identity (data-testid `report-header`): title, number, status (draft or published
 * vN), template, organisation with its legal entity and address, period, boundary method (and, for
 * a consolidated report, the divestment rule applied), the version shown, and the actions.
 */
export function ReportHeader({ detail, onShowVersion }: Props) {
  const L = useReportLabels();
  const org = detail.organisation;
  const period = detail.period.month ? `${detail.period.year}-${String(detail.period.month).padStart(2, '0')}` : String(detail.period.year);
  return (
    <Card size="small" data-testid="report-header">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space wrap align="center">
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="report-title">
            {detail.title}
          </Typography.Title>
          <Tag color={detail.publishedVersion > 0 ? 'green' : 'default'} data-testid="report-status">
            {L.status(detail)}
          </Tag>
          <Tag color="blue" data-testid="report-template">
            {L.template(detail.template)}
          </Tag>
          <Tag data-testid="report-kind">{L.kind(detail.kind)}</Tag>
          {detail.versionNo === 0 && detail.publishedVersion > 0 && <Tag color="orange">{L.t('version.viewingDraft')}</Tag>}
        </Space>
        <VersionSwitcher detail={detail} onShowVersion={onShowVersion} />
        <Descriptions size="small" column={{ xs: 1, md: 2, xl: 3 }} bordered>
          <Descriptions.Item label={L.t('header.number')}>
            <span data-testid="report-number">{detail.number}</span>
          </Descriptions.Item>
          <Descriptions.Item label={L.t('header.organisation')}>
            <span data-testid="report-org">{org.name}</span>
          </Descriptions.Item>
          <Descriptions.Item label={L.t('header.legalCompany')}>{org.legalCompany || '—'}</Descriptions.Item>
          <Descriptions.Item label={L.t('header.address')}>{org.registeredAddress || '—'}</Descriptions.Item>
          <Descriptions.Item label={L.t('header.period')}>
            <span data-testid="report-period">
              {period} ({formatDate(detail.period.from)} – {formatDate(detail.period.to)})
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={L.t('header.boundaryMethod')}>
            <span data-testid="report-boundary">{L.boundary(detail.boundaryMethod)}</span>
          </Descriptions.Item>
          {detail.kind === 'consolidated' && detail.divestmentRule && (
            // issue 26: how a change of holding within the period counted (figures generated before do not say)
            <Descriptions.Item label={L.td('report.doc.field.divestmentRule')}>
              <span data-testid="report-divestment">{L.td(`report.doc.divestmentRule.${detail.divestmentRule}`)}</span>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={L.t('header.operatingBoundary')}>{org.operatingBoundary || '—'}</Descriptions.Item>
          <Descriptions.Item label={L.t('header.project')}>{detail.projectName}</Descriptions.Item>
          <Descriptions.Item label={L.t('header.generatedAt')}>{formatDateTime(detail.generatedAt)}</Descriptions.Item>
          <Descriptions.Item label={L.t('header.responsible')}>{detail.texts.responsiblePerson || '—'}</Descriptions.Item>
          <Descriptions.Item label={L.t('header.createdBy')}>{detail.createdByName || '—'}</Descriptions.Item>
        </Descriptions>
        <ReportActions detail={detail} onShowVersion={onShowVersion} />
      </Space>
    </Card>
  );
}
