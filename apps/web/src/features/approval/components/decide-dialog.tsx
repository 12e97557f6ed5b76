import { useState } from 'react';
import { App, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { APPROVAL_REASON_MAX, type ApprovalDecideRequest } from '@carbon/domain';
import { errorText } from '../../../components/action-messages';
import { ActionDialog } from '../../../components/dialog-submitter';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { ApiError } from '../../../lib/api';
import { DOMAIN_NS } from '../../../lib/i18n';
import { useDecide } from '../api/approval-api';

export type DecideTarget = { id: string; title: string; action: 'agree' | 'reject' };
type Values = { comment?: string; reason?: string };

/** The decide request: trimmed comment, and the reason only for a rejection. */
export function decideBodyOf(target: DecideTarget, v: Values): ApprovalDecideRequest {
  const body: ApprovalDecideRequest = { id: target.id, action: target.action, comment: (v.comment ?? '').trim() };
  if (target.action === 'reject') body.reason = (v.reason ?? '').trim();
  return body;
}

/**
 * Agree or reject the current step (spec §6): comments are required ("Please fill in the
 * approval comments!"); a rejection needs a reason of at most 50 characters. data-testids:
 * `decide-dialog`, `decide-comment`, `decide-reason`, `decide-submit`, `decide-cancel`.
 */
export function DecideDialog({ dialog, onDone }: { dialog: GuardedDialog<DecideTarget>; onDone?: () => void }) {
  return dialog.open && dialog.record ? <DecideForm dialog={dialog} target={dialog.record} onDone={onDone} /> : null;
}

function DecideForm({ dialog, target, onDone }: { dialog: GuardedDialog<DecideTarget>; target: DecideTarget; onDone?: () => void }) {
  const { t } = useTranslation('approval');
  const { t: td } = useTranslation(DOMAIN_NS);
  const { t: tc } = useTranslation('components');
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const decide = useDecide();
  const [saving, setSaving] = useState(false);
  const reject = target.action === 'reject';

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await decide.mutateAsync(decideBodyOf(target, values));
      void message.success(t(`decide.${target.action}.success`));
      dialog.close();
      onDone?.();
    } catch (e) {
      void message.error(t(`decide.${target.action}.failure`, { reason: errorText(e) }));
      if (e instanceof ApiError && (e.field === 'comment' || e.field === 'reason'))
        form.setFields([{ name: e.field, errors: [e.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <ActionDialog
      title={t(`decide.${target.action}.title`)}
      prefix="decide"
      onCancel={dialog.requestClose}
      onOk={() => form.submit()}
      loading={saving}
      okText={t(`decide.${target.action}.ok`)}
    >
      <Typography.Paragraph strong>{target.title}</Typography.Paragraph>
      <Form<Values> form={form} layout="vertical" onFinish={(v) => void onFinish(v)} onValuesChange={dialog.markDirty}>
        <Form.Item
          name="comment"
          label={t('field.comment')}
          rules={[
            { required: true, whitespace: true, message: td('approval.comment.required') },
            { max: 500, message: tc('rule.tooLong', { field: t('field.comment'), max: 500 }) },
          ]}
        >
          <Input.TextArea data-testid="decide-comment" rows={3} maxLength={500} showCount />
        </Form.Item>
        {reject && (
          <Form.Item
            name="reason"
            label={t('field.reason')}
            rules={[
              { required: true, whitespace: true, message: td('approval.reason.required') },
              { max: APPROVAL_REASON_MAX, message: tc('rule.tooLong', { field: t('field.reason'), max: APPROVAL_REASON_MAX }) },
            ]}
          >
            <Input data-testid="decide-reason" showCount />
          </Form.Item>
        )}
      </Form>
    </ActionDialog>
  );
}
