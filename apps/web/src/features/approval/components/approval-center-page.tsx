import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ApprovalItemRow } from '@carbon/domain';
import { CountTabs } from '../../../components/count-tabs';
import { PageTable } from '../../../components/page-table';
import { usePerm } from '../../../components/use-perm';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { useLoginUser } from '../../../lib/login-user';
import { APPROVAL_VIEWS, approvalApi, useApprovalCounts, type ApprovalView } from '../api/approval-api';
import { useApprovalColumns, type RowAction } from './approval-columns';
import { ApprovalDrawer } from './approval-drawer';
import { useApprovalLabels } from './approval-labels';
import { DecideDialog, type DecideTarget } from './decide-dialog';
import { ReassignDialog } from './reassign-dialog';

const OPEN: ReadonlySet<ApprovalItemRow['status']> = new Set(['waiting', 'in_progress', 'abnormal']);

/**
 * Which row actions show (display only: the server decides). Agree and reject: waiting for my
 * approval, with the approval permission, on an open flow whose current approver is me.
 * Reassign: an abnormal flow I submitted.
 */
function useRowActions(view: ApprovalView, userId: string | undefined) {
  const can = usePerm();
  return (action: RowAction, row: ApprovalItemRow): boolean => {
    switch (action) {
      case 'detail':
      case 'open':
        return true;
      case 'agree':
      case 'reject':
        return view === 'waiting' && can(approvalApi.decide.permission) && OPEN.has(row.status) && row.currentApproverId === userId;
      case 'reassign':
        return row.status === 'abnormal' && row.submitterId === userId;
    }
  };
}

/** /carbonButler/approvalCenter: I submitted / waiting for my approval / history, with counts, filters, the flow's detail and decisions. */
export function ApprovalCenterPage() {
  const { t } = useTranslation('approval');
  const labels = useApprovalLabels();
  const navigate = useNavigate();
  const user = useLoginUser();
  const counts = useApprovalCounts();
  const [view, setView] = useState<ApprovalView>('waiting');
  // a to-do's or notice's link names the flow (?id=): it opens at once
  const [params] = useSearchParams();
  const [opened, setOpened] = useState<string | undefined>(() => params.get('id') ?? undefined);
  const decide = useGuardedDialog<DecideTarget>();
  const reassign = useGuardedDialog<ApprovalItemRow>();
  const allowed = useRowActions(view, user.data?.id);

  const onAction = (action: RowAction, row: ApprovalItemRow) => {
    if (action === 'detail') setOpened(row.id);
    else if (action === 'open') void navigate(row.link);
    else if (action === 'reassign') reassign.show(row);
    else decide.show({ id: row.id, title: row.title, action });
  };
  const columns = useApprovalColumns({ allowed, onAction });

  return (
    <>
      <CountTabs
        testId="approval-views"
        tabPrefix="approval-view"
        countPrefix="approval-count"
        keys={APPROVAL_VIEWS}
        active={view}
        onChange={setView}
        label={labels.view}
        count={(v) => counts.data?.[v]}
        urgent={(v) => v === 'waiting'}
      />
      <PageTable<ApprovalItemRow>
        testId="approval-table"
        endpoint={approvalApi.page}
        params={{ view }}
        columns={columns}
        headerTitle={t('title')}
        scroll={{ x: 'max-content' }}
      />
      <ApprovalDrawer
        id={opened}
        onClose={() => setOpened(undefined)}
        onDecide={(d, action) => decide.show({ id: d.id, title: d.title, action })}
        onReassign={(d) => reassign.show(d)}
      />
      <DecideDialog dialog={decide} />
      <ReassignDialog dialog={reassign} />
    </>
  );
}
