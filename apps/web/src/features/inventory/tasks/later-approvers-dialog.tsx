import { useState } from 'react';
import { Alert, App, Descriptions, List, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_CODE, LATER_APPROVERS_MAX, type ApproverCandidateRow, type InventoryTaskRow } from '@carbon/domain';
import { errorText } from '../../../components/action-messages';
import { ActionDialog } from '../../../components/dialog-submitter';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { useFreshTaskDetail, useLaterApproverCandidates, useSaveLaterApprovers } from '../api/list-api';
import { ApproverLabel, ApproverPicker, personText } from '../fill/approver-label';
import { useDomainT } from '../projects/enum-labels';

/**
 * Spec §6: the task's initiator names the approvers who follow the submitter's own, in order
 * (every submission of the task appends them). Picked one at a time like the submit dialog:
 * `later-approver` + `later-add`, `later-remove-<id>`, at most LATER_APPROVERS_MAX, no repeats.
 * data-testids: `later-dialog`, `later-chosen-<id>`, `later-submit`.
 */
export function LaterApproversDialog({ dialog }: { dialog: GuardedDialog<InventoryTaskRow> }) {
  return dialog.open && dialog.record ? <LaterForm dialog={dialog} task={dialog.record} /> : null;
}

function LaterForm({ dialog, task }: { dialog: GuardedDialog<InventoryTaskRow>; task: InventoryTaskRow }) {
  const { t } = useTranslation('inventory');
  const td = useDomainT();
  const { message } = App.useApp();
  const detail = useFreshTaskDetail(task.id);
  const candidates = useLaterApproverCandidates(task.id);
  const save = useSaveLaterApprovers();
  const [picked, setPicked] = useState<string | undefined>();
  // Undefined until the user changes the list: until then the task's current later approvers show.
  const [edited, setEdited] = useState<ApproverCandidateRow[] | undefined>();
  const chosen = edited ?? detail.data?.laterApprovers ?? [];
  const people = candidates.data ?? [];
  const allowed = detail.data?.can.nameLaterApprovers === true;

  const change = (next: ApproverCandidateRow[]) => {
    setEdited(next);
    dialog.markDirty();
  };
  const add = () => {
    const person = people.find((p) => p.id === picked);
    setPicked(undefined);
    if (!person) return;
    if (chosen.some((p) => p.id === person.id)) void message.error(td(`error.${APPROVAL_CODE.APPROVER_REPEAT}`));
    else if (chosen.length >= LATER_APPROVERS_MAX) void message.error(t('later.max', { max: LATER_APPROVERS_MAX }));
    else change([...chosen, person]);
  };
  const onSave = async () => {
    try {
      await save.mutateAsync({ id: task.id, laterApproverIds: chosen.map((p) => p.id) });
      void message.success(t('later.success'));
      dialog.close();
    } catch (e) {
      void message.error(t('later.failure', { reason: errorText(e) }));
    }
  };

  let body;
  if (detail.isLoading) body = <Spin data-testid="later-loading" />;
  else if (detail.error) body = <Alert type="error" showIcon data-testid="later-load-error" message={detail.error.message} />;
  else if (!allowed) body = <Alert type="info" showIcon data-testid="later-unavailable" message={t('later.notAllowed')} />;
  else
    body = (
      <>
        <Typography.Paragraph type="secondary">{t('later.hint', { max: LATER_APPROVERS_MAX })}</Typography.Paragraph>
        {candidates.error && <Alert type="error" showIcon style={{ marginBottom: 12 }} message={candidates.error.message} />}
        <ApproverPicker
          prefix="later"
          picked={picked}
          onPick={setPicked}
          options={people.map((p) => ({
            value: p.id,
            title: personText(p),
            label: (
              <span data-testid={`later-approver-${p.id}`}>
                <ApproverLabel person={p} td={td} />
              </span>
            ),
          }))}
          loading={candidates.isLoading}
          placeholder={t('later.pick')}
          addText={t('later.add')}
          onAdd={add}
        />
        <List
          style={{ marginTop: 12 }}
          size="small"
          bordered
          dataSource={chosen}
          locale={{ emptyText: t('later.empty') }}
          renderItem={(p, i) => (
            <List.Item
              data-testid={`later-chosen-${p.id}`}
              actions={[
                <Typography.Link key="remove" data-testid={`later-remove-${p.id}`} onClick={() => change(chosen.filter((x) => x !== p))}>
                  {t('later.remove')}
                </Typography.Link>,
              ]}
            >
              <Space size={4} wrap>
                {t('later.order', { n: i + 1 })}
                <ApproverLabel person={p} td={td} />
              </Space>
            </List.Item>
          )}
        />
      </>
    );

  return (
    <ActionDialog
      width={640}
      title={t('later.title')}
      prefix="later"
      onCancel={dialog.requestClose}
      onOk={() => {
        if (allowed) void onSave();
      }}
      loading={save.isPending}
      okText={t('later.submit')}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('task.field.name')}>{task.name}</Descriptions.Item>
        <Descriptions.Item label={t('task.field.org')}>{task.orgName}</Descriptions.Item>
      </Descriptions>
      {body}
    </ActionDialog>
  );
}
