import { Alert, Descriptions, Divider, Drawer, Spin, Tag, Typography } from 'antd';
import type { PermitRow } from '@carbon/domain';
import { formatDate, formatDateTime } from '../../../../lib/format';
import { usePermitDetail } from '../../api/records-api';
import { CONSTRUCTION_COLOR, type RecordLabels } from '../labels';
import { RecordFiles } from '../record-files';

type Props = { L: RecordLabels; id: string | undefined; canEditFiles: boolean; onClose: () => void };

/**
 * One EIA project (`permit-drawer`, opened by `?id=`): its fields with their labels, the days its
 * construction started, completed and was accepted, and the approval documents (upload and delete
 * for those who may edit projects).
 */
export function PermitDrawer({ L, id, canEditFiles, onClose }: Props) {
  const read = usePermitDetail(id);
  return (
    <Drawer open={!!id} onClose={onClose} width={720} title={read.data?.name ?? L.t('permit.detail')} destroyOnHidden>
      <div data-testid="permit-drawer">
        {read.isLoading && <Spin />}
        {read.error && <Alert type="error" showIcon message={read.error.message} data-testid="permit-drawer-error" />}
        {read.data && <Body L={L} row={read.data} canEditFiles={canEditFiles} />}
      </div>
    </Drawer>
  );
}

function Body({ L, row, canEditFiles }: { L: RecordLabels; row: PermitRow; canEditFiles: boolean }) {
  const text = (v: string | null) => v || '—';
  return (
    <>
      <Descriptions column={2} size="small" bordered>
        <Descriptions.Item label={L.field('orgId')}>{row.orgName}</Descriptions.Item>
        <Descriptions.Item label={L.field('constructionStatus')}>
          <Tag color={CONSTRUCTION_COLOR[String(row.constructionStatus)]} data-testid="permit-drawer-status">
            {L.construction(row.constructionStatus)}
          </Tag>
        </Descriptions.Item>
        <Descriptions.Item label={L.field('applicationType')}>{L.applicationType(row.applicationType)}</Descriptions.Item>
        <Descriptions.Item label={L.field('reportForm')}>{L.reportForm(row.reportForm)}</Descriptions.Item>
        <Descriptions.Item label={L.field('approvalNumber')}>{text(row.approvalNumber)}</Descriptions.Item>
        <Descriptions.Item label={L.field('approvalAuthority')}>{text(row.approvalAuthority)}</Descriptions.Item>
        <Descriptions.Item label={L.field('applicationDate')}>{formatDate(row.applicationDate)}</Descriptions.Item>
        <Descriptions.Item label={L.field('approvalDate')}>{formatDate(row.approvalDate)}</Descriptions.Item>
        <Descriptions.Item label={L.field('plannedStart')}>{formatDate(row.plannedStart)}</Descriptions.Item>
        <Descriptions.Item label={L.field('plannedEnd')}>{formatDate(row.plannedEnd)}</Descriptions.Item>
        <Descriptions.Item label={L.t('permit.startedAt')}>{formatDate(row.startedAt)}</Descriptions.Item>
        <Descriptions.Item label={L.t('permit.completedAt')}>{formatDate(row.completedAt)}</Descriptions.Item>
        <Descriptions.Item label={L.t('permit.acceptedAt')}>{formatDate(row.acceptedAt)}</Descriptions.Item>
        <Descriptions.Item label={L.field('contact')}>{text(row.contact)}</Descriptions.Item>
        <Descriptions.Item label={L.field('remark')} span={2}>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{text(row.remark)}</Typography.Paragraph>
        </Descriptions.Item>
        <Descriptions.Item label={L.t('permit.createdBy')} span={2}>
          {`${row.createdByName} · ${formatDateTime(row.createdAt)}`}
        </Descriptions.Item>
      </Descriptions>
      <Divider orientation="left">{L.t('permit.documents')}</Divider>
      <RecordFiles L={L} kind="permit" ownerId={row.id} canEdit={canEditFiles} />
    </>
  );
}
