import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, List, Modal, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { APPROVAL_CODE, type ApproverCandidateRow } from '@carbon/domain';
import { useLoginUser } from '../../../lib/login-user';
import { hasPerm } from '../../../lib/permissions';
import { useCall } from '../../../lib/query';
import { fillApi, useApproverCandidates, useSubmitTask } from '../api/fill-api';
import { ApproverLabel, ApproverPicker, personText } from './approver-label';
import { FILL_NS, ROUTES, taskStatusText } from './labels';
import { useUploads } from './upload-tracker';

/** Spec §4/§9: after submitting, the user returns to the task list after 3 seconds. */
export const RETURN_AFTER_MS = 3000;
const NONE = 'none';

type Props = { taskId: string; open: boolean; onClose: () => void };
/** One line of the step list: a chosen approver (or None), or a later approver the initiator named (`person`). */
type Row = { id: string; n: number; person?: ApproverCandidateRow };

/**
 * The steps the initiator's later approvers add after the chosen ones, as the server appends
 * them: one already chosen, or the submitter themself, is skipped.
 */
export function laterSteps(later: readonly ApproverCandidateRow[], chosen: readonly string[], submitterId: string | undefined) {
  return later.filter((p) => !chosen.includes(p.id) && p.id !== submitterId);
}

/**
 * Submission (data-testid `submit-dialog`): the approvers are chosen one at a time, in order
 * (`submit-approver` + `submit-add`), or "None" (no approval needed at this node). "None" with
 * anyone else is refused with the spec's message. The approvers the task's initiator named follow
 * as fixed steps (`submit-later-<id>`); with "None" they still approve (`submit-none-later`).
 * Waits for running uploads; after success the message, then back to the task list in 3 seconds.
 */
export function SubmitDialog({ taskId, open, onClose }: Props) {
  const { t } = useTranslation(FILL_NS);
  const { t: td } = useTranslation('domain');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const candidates = useApproverCandidates(taskId, open);
  // the initiator's later approvers, read again when the dialog opens (mounted closed with the page, it asked for the task twice)
  const task = useCall(fillApi.detail, { id: taskId }, { enabled: !!taskId && open });
  const me = useLoginUser();
  const submit = useSubmitTask();
  const uploads = useUploads();
  const [picked, setPicked] = useState<string | undefined>();
  const [chosen, setChosen] = useState<string[]>([]);
  const [done, setDone] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (open) {
      setChosen([]);
      setPicked(undefined);
      setDone(false);
      setConfirmOpen(false);
    }
  }, [open]);

  const people = candidates.data ?? [];
  const later = laterSteps(task.data?.laterApprovers ?? [], chosen, me.data?.id);
  const nameOf = (id: string) => {
    if (id === NONE) return t('submit.none');
    const p = people.find((x) => x.id === id);
    return p ? <ApproverLabel person={p} td={td} /> : id;
  };
  const noneWithOthers = () => void message.error(td(`error.${APPROVAL_CODE.NONE_WITH_OTHERS}`));

  const add = () => {
    if (!picked) return;
    if ((picked === NONE && chosen.length > 0) || (picked !== NONE && chosen.includes(NONE))) {
      noneWithOthers();
      setPicked(undefined);
      return;
    }
    if (chosen.includes(picked)) {
      void message.error(td(`error.${APPROVAL_CODE.APPROVER_REPEAT}`));
      setPicked(undefined);
      return;
    }
    setChosen([...chosen, picked]);
    setPicked(undefined);
  };

  const onOk = async () => {
    if (chosen.length === 0) {
      void message.error(t('submit.chooseApprover'));
      return;
    }
    try {
      await submit.mutateAsync({ id: taskId, approverIds: chosen });
      setDone(true);
      void message.success(t('submit.done'));
      timer.current = setTimeout(() => void navigate(ROUTES.taskList), RETURN_AFTER_MS);
    } catch (e) {
      void message.error(t('submit.failed', { reason: e instanceof Error ? e.message : String(e) }));
    }
  };

  // "None" is offered to a holder of approval:skip only (the server refuses it to others: 2031011)
  const maySkip = hasPerm(me.data, 'approval:skip');
  const openSubtasks = task.data?.openSubtasks ?? [];
  const refuseOpen = openSubtasks.length > 0 && task.data?.openSubtasksRule === 'refuse';
  const mustConfirm = openSubtasks.length > 0 && !refuseOpen && !confirmOpen;
  const options = [
    ...(maySkip ? [{ value: NONE, label: <span data-testid="submit-approver-none">{t('submit.none')}</span> }] : []),
    ...people.map((p) => ({
      value: p.id,
      title: personText(p),
      label: <span data-testid={`submit-approver-${p.id}`}>{nameOf(p.id)}</span>,
    })),
  ];
  const waiting = uploads.running > 0;
  // The step list: the chosen approvers (or None), then the initiator's later approvers numbered after them.
  const ownSteps = chosen.filter((id) => id !== NONE).length;
  const rows: Row[] = [
    ...chosen.map((id, i) => ({ id, n: i + 1 })),
    ...later.map((person, j) => ({ id: person.id, n: ownSteps + j + 1, person })),
  ];

  return (
    <Modal
      open={open}
      title={t('submit.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" data-testid="submit-cancel" onClick={onClose} disabled={done}>
          {t('cancel')}
        </Button>,
        <Button
          key="ok"
          type="primary"
          data-testid="submit-ok"
          loading={submit.isPending}
          disabled={waiting || done || refuseOpen || mustConfirm}
          onClick={() => void onOk()}
        >
          {t('submit.ok')}
        </Button>,
      ]}
    >
      <div data-testid="submit-dialog">
        {waiting && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 12 }}
            message={<span data-testid="submit-waiting">{t('submit.waitUploads')}</span>}
          />
        )}
        {done && (
          <Alert
            type="success"
            showIcon
            style={{ marginBottom: 12 }}
            message={<span data-testid="submit-done">{t('submit.returning')}</span>}
          />
        )}
        {openSubtasks.length > 0 && (
          <Alert
            type={refuseOpen ? 'error' : 'warning'}
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="submit-open-subtasks"
            message={t(refuseOpen ? 'submit.openSubtasksRefused' : 'submit.openSubtasks', { count: openSubtasks.length })}
            description={
              <>
                <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                  {openSubtasks.map((o) => (
                    <li key={o.id}>
                      {o.orgName} · {taskStatusText(td, o.status)}
                    </li>
                  ))}
                </ul>
                {!refuseOpen && (
                  <Checkbox checked={confirmOpen} onChange={(e) => setConfirmOpen(e.target.checked)} data-testid="submit-open-confirm">
                    {t('submit.openSubtasksConfirm')}
                  </Checkbox>
                )}
              </>
            }
          />
        )}
        <Typography.Paragraph type="secondary">{t('submit.hint')}</Typography.Paragraph>
        <ApproverPicker
          prefix="submit"
          picked={picked}
          onPick={setPicked}
          options={options}
          loading={candidates.isLoading}
          placeholder={t('submit.pick')}
          addText={t('submit.add')}
          onAdd={add}
        />
        {chosen.includes(NONE) && later.length > 0 && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            message={<span data-testid="submit-none-later">{t('submit.noneWithLater', { count: later.length })}</span>}
          />
        )}
        <List
          style={{ marginTop: 12 }}
          size="small"
          bordered
          dataSource={rows}
          locale={{ emptyText: t('submit.noneChosen') }}
          renderItem={(row) =>
            row.person ? (
              <List.Item data-testid={`submit-later-${row.id}`}>
                <Space size={4} wrap>
                  {t('submit.stepNo', { n: row.n })}
                  <ApproverLabel person={row.person} td={td} />
                  <Tag color="purple">{t('namedByInitiator')}</Tag>
                </Space>
              </List.Item>
            ) : (
              <List.Item
                data-testid={`submit-chosen-${row.id}`}
                actions={[
                  <Typography.Link
                    key="remove"
                    data-testid={`submit-remove-${row.id}`}
                    onClick={() => setChosen(chosen.filter((x) => x !== row.id))}
                  >
                    {t('submit.remove')}
                  </Typography.Link>,
                ]}
              >
                {row.id === NONE ? (
                  nameOf(row.id)
                ) : (
                  <Space size={4} wrap>
                    {t('submit.stepNo', { n: row.n })}
                    {nameOf(row.id)}
                  </Space>
                )}
              </List.Item>
            )
          }
        />
      </div>
    </Modal>
  );
}
