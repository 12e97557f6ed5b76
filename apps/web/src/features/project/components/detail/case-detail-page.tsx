import { useState } from 'react';
import { Alert, App, Button, Card, Popconfirm, Result, Space, Spin, Tag, Typography } from 'antd';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ACCEPTED, type ProjectDetail } from '@carbon/domain';
import { usePerm } from '../../../../components/use-perm';
import { projectApi, useProjectDetail, useSubmitProject } from '../../api/project-api';
import { AttachmentList, ProjectUpload } from '../attachments';
import { ProjectFormDrawer } from '../form/project-form-drawer';
import { idParam, inApproval, PROJECT_ROUTES, shownStatusColor, useProjectLabels } from '../labels';
import { StatusDialog } from '../status/status-dialog';
import { DetailFields } from './detail-fields';
import { EffectCard } from './effect-card';
import { MeasurementsCard } from './measurements-card';
import { StageSteps, StatusLog } from './stage-steps';

/** The buttons of the detail: edit and submit a draft, change the status, open the approval progress. */
function Actions({ detail, onEdit, onStatus }: { detail: ProjectDetail; onEdit: () => void; onStatus: () => void }) {
  const L = useProjectLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const submit = useSubmitProject();
  const doSubmit = () =>
    submit.mutateAsync({ id: detail.id }).then(
      () => void message.success(L.t('form.submitted')),
      (e: unknown) => void message.error(L.t('form.submitFailed', { reason: e instanceof Error ? e.message : String(e) })),
    );
  return (
    <Space wrap>
      {detail.can.edit && can(projectApi.edit.permission) && (
        <Button data-testid="project-detail-edit" onClick={onEdit}>
          {L.t('action.edit')}
        </Button>
      )}
      {detail.can.submit && can(projectApi.submit.permission) && (
        <Popconfirm title={L.t('list.confirm.submit', { name: detail.name })} onConfirm={doSubmit}>
          <Button type="primary" data-testid="project-detail-submit">
            {L.t('action.submit')}
          </Button>
        </Popconfirm>
      )}
      {detail.allowedTransitions.length > 0 && can(projectApi.changeStatus.permission) && (
        <Button type="primary" data-testid="project-detail-changeStatus" onClick={onStatus}>
          {L.t('action.changeStatus')}
        </Button>
      )}
      {detail.canViewProgress && detail.flowId && (
        <Button data-testid="project-detail-progress" onClick={() => void navigate(PROJECT_ROUTES.approvals(detail.id))}>
          {L.t('action.progress')}
        </Button>
      )}
      <Link to={PROJECT_ROUTES.list} data-testid="project-detail-back">
        {L.t('action.back')}
      </Link>
    </Space>
  );
}

/** The approval state of a draft: waiting (with the approval centre), or rejected (edit and submit again). */
function ApprovalNote({ detail }: { detail: ProjectDetail }) {
  const L = useProjectLabels();
  if (detail.approvalStatus === 'in_approval')
    return (
      <Alert
        type="info"
        showIcon
        data-testid="project-detail-in-approval"
        message={L.t('detail.inApproval')}
        action={<Link to={PROJECT_ROUTES.approvalCenter}>{L.t('detail.approvalCenter')}</Link>}
      />
    );
  if (detail.approvalStatus === 'rejected' && detail.status === 'draft')
    return <Alert type="warning" showIcon data-testid="project-detail-rejected" message={L.t('detail.rejected')} />;
  return null;
}

function Files({ detail }: { detail: ProjectDetail }) {
  const L = useProjectLabels();
  const can = usePerm();
  const upload = can(projectApi.upload.permission) && detail.status !== 'closed';
  const draft = detail.status === 'draft';
  // a draft in approval: neither editable nor approved yet; the hint says so, as the banner does
  const waiting = inApproval(detail);
  return (
    <Card size="small" title={L.t('form.section.files')}>
      {upload && (
        <Space wrap align="start" style={{ marginBottom: 12 }}>
          <ProjectUpload
            projectId={detail.id}
            kind="proposal"
            disabledReason={draft && detail.can.edit ? null : waiting ? L.t('attachment.inApproval') : L.t('attachment.draftOnly')}
          />
          <ProjectUpload
            projectId={detail.id}
            kind="approval_material"
            disabledReason={waiting ? L.t('attachment.inApproval') : draft ? L.td('error.2034006') : null}
          />
          {!draft && <ProjectUpload projectId={detail.id} kind="acceptance" disabledReason={null} />}
          <ProjectUpload projectId={detail.id} kind="other" disabledReason={null} />
        </Space>
      )}
      <AttachmentList
        rows={detail.attachments}
        canDelete={(row) => can(projectApi.upload.permission) && (row.kind !== 'proposal' || (draft && detail.can.edit))}
      />
    </Card>
  );
}

function Detail({ detail }: { detail: ProjectDetail }) {
  const L = useProjectLabels();
  const can = usePerm();
  const [editing, setEditing] = useState(false);
  const [changing, setChanging] = useState(false);
  const accepted = (ACCEPTED as readonly string[]).includes(detail.status);
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="project-detail">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Space wrap>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="project-detail-title">
            {detail.name}
          </Typography.Title>
          <Typography.Text type="secondary">{detail.number}</Typography.Text>
          <Tag color={shownStatusColor(detail)} data-testid="project-detail-status">
            {L.shownStatus(detail)}
          </Tag>
          {detail.overdue && <Tag color="red">{L.t('tag.overdue')}</Tag>}
        </Space>
        <Actions detail={detail} onEdit={() => setEditing(true)} onStatus={() => setChanging(true)} />
      </Space>
      <ApprovalNote detail={detail} />
      <Card size="small">
        <StageSteps detail={detail} />
      </Card>
      <DetailFields detail={detail} />
      <Files detail={detail} />
      <Card size="small" title={L.t('log.title')}>
        <StatusLog detail={detail} />
      </Card>
      {(accepted || detail.effect.months > 0) && (
        <>
          <MeasurementsCard detail={detail} canMeasure={detail.can.measure && can(projectApi.measure.permission)} />
          <EffectCard effect={detail.effect} energyUnit={detail.energyUnit} />
        </>
      )}
      <ProjectFormDrawer open={editing} projectId={detail.id} onClose={() => setEditing(false)} />
      <StatusDialog projectId={changing ? detail.id : undefined} onClose={() => setChanging(false)} />
    </Space>
  );
}

/** /foxconn/caseDetail?id=: one project, everything about it, and what the caller may do with it now. */
export function CaseDetailPage() {
  const L = useProjectLabels();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  const read = useProjectDetail(id);
  if (!id) return <Result status="warning" title={L.t('detail.noProject')} />;
  if (read.isLoading) return <Spin data-testid="project-detail-loading" />;
  if (read.error)
    return (
      <div data-testid="project-detail-error">
        <Result status="error" title={L.t('detail.loadFailed')} subTitle={read.error.message} />
      </div>
    );
  return read.data ? <Detail detail={read.data} /> : null;
}
