import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Popconfirm, Space, Tooltip } from 'antd';
import { DiffOutlined, FileExcelOutlined, FilePdfOutlined, ReloadOutlined, SendOutlined } from '@ant-design/icons';
import type { ReportDetail } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { usePerm } from '../../../components/use-perm';
import { formatDateTime } from '../../../lib/format';
import { exportReport, reportApi, usePublishReport, useRefreshReport, type ExportFormat } from '../api/report-api';
import { DiffDialog } from './diff-dialog';
import { useReportLabels, type ReportLabels } from './labels';

type Props = { detail: ReportDetail; onShowVersion: (versionNo: number) => void };

/** Why publishing is refused, from what the detail says (the server decides; this only explains). */
export function publishBlockedReason(L: ReportLabels, detail: ReportDetail): string | null {
  if (detail.can.publish) return null;
  if (detail.versionNo !== 0) return L.t('publish.openDraft');
  if (detail.unapprovedTasks.length > 0)
    return L.t('publish.unapproved', { tasks: detail.unapprovedTasks.map((x) => x.name).join(L.t('listSeparator')) });
  if (detail.entryCount === 0) return L.t('publish.empty');
  return L.t('publish.notAllowed');
}

/** Export PDF / Excel with the spec's progress text while the file downloads. */
function ExportButtons({ detail }: { detail: ReportDetail }) {
  const L = useReportLabels();
  const outcome = useActionMessage();
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const run = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await exportReport(
        { id: detail.id, format, versionNo: detail.versionNo, fallbackName: `${detail.number || 'report'}.${format}` },
        () => undefined,
      );
      outcome.success('export');
    } catch (e) {
      outcome.failure('export', e);
    } finally {
      setBusy(null);
    }
  };
  const button = (format: ExportFormat, icon: ReactNode) => (
    <Button
      key={format}
      data-testid={`report-export-${format}`}
      icon={icon}
      loading={busy === format}
      disabled={!!busy && busy !== format}
      onClick={() => void run(format)}
    >
      {busy === format ? <span data-testid="report-exporting">{L.t('export.progress')}</span> : L.t(`export.${format}`)}
    </Button>
  );
  return (
    <>
      {button('pdf', <FilePdfOutlined />)}
      {button('xlsx', <FileExcelOutlined />)}
    </>
  );
}

/**
 * The report's actions, each behind its button permission: Refresh (report:edit) recomputes the
 * draft's figures, Publish (report:publish) freezes a new version, disabled with the reason when
 * the server says it may not; Export PDF / Excel (report:export); Diff between two versions.
 */
export function ReportActions({ detail, onShowVersion }: Props) {
  const L = useReportLabels();
  const can = usePerm();
  const { message } = App.useApp();
  const refresh = useRefreshReport();
  const publish = usePublishReport();
  const [diffing, setDiffing] = useState(false);
  const blocked = publishBlockedReason(L, detail);
  const mayRefresh = can(reportApi.refresh.permission) && detail.can.edit;
  const mayPublish = can(reportApi.publish.permission);
  const mayExport = can(reportApi.export.permission) && detail.can.export;

  const onRefresh = async () => {
    try {
      await refresh.mutateAsync({ id: detail.id });
      void message.success(L.t('refresh.done'));
      onShowVersion(0);
    } catch (e) {
      void message.error(L.t('refresh.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };
  const onPublish = async () => {
    try {
      const published = await publish.mutateAsync({ id: detail.id });
      void message.success(L.t('publish.done', { version: published.versionNo }));
      onShowVersion(published.versionNo);
    } catch (e) {
      void message.error(L.t('publish.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        {mayRefresh && (
          <Button data-testid="report-refresh" icon={<ReloadOutlined />} loading={refresh.isPending} onClick={() => void onRefresh()}>
            {L.t('refresh.button')}
          </Button>
        )}
        {mayPublish && (
          <Tooltip title={blocked}>
            <Popconfirm
              title={L.t('publish.confirm')}
              disabled={!!blocked}
              onConfirm={() => void onPublish()}
              okButtonProps={{ 'data-testid': 'report-publish-ok' }}
            >
              <Button type="primary" data-testid="report-publish" icon={<SendOutlined />} disabled={!!blocked} loading={publish.isPending}>
                {L.t('publish.button')}
              </Button>
            </Popconfirm>
          </Tooltip>
        )}
        {mayExport && <ExportButtons detail={detail} />}
        <Button
          data-testid="report-diff-open"
          icon={<DiffOutlined />}
          disabled={detail.versions.length < 2}
          onClick={() => setDiffing(true)}
        >
          {L.t('diff.button')}
        </Button>
      </Space>
      {detail.stale && detail.versionNo === 0 && (
        // issue 25: the draft's inputs changed after it was generated; a published version never says so
        <Alert
          type="warning"
          showIcon
          data-testid="report-stale"
          message={L.t('stale.message', {
            generatedAt: formatDateTime(detail.generatedAt),
            changedAt: detail.inputsChangedAt ? formatDateTime(detail.inputsChangedAt) : '—',
          })}
          action={
            mayRefresh && (
              <Button
                size="small"
                type="primary"
                data-testid="report-stale-refresh"
                loading={refresh.isPending}
                onClick={() => void onRefresh()}
              >
                {L.t('stale.refresh')}
              </Button>
            )
          }
        />
      )}
      {mayPublish && blocked && detail.versionNo === 0 && (
        <Alert type="info" showIcon message={<span data-testid="report-publish-blocked">{blocked}</span>} />
      )}
      {diffing && <DiffDialog detail={detail} onClose={() => setDiffing(false)} />}
    </Space>
  );
}
