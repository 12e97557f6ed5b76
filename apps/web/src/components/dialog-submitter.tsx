import { useState, type ReactNode } from 'react';
import { Alert, Button, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * ModalForm `submitter` with testids `<prefix>-cancel` and `<prefix>-submit`; cancel goes
 * through `onCancel` (the unsaved-changes guard).
 */
export function useDialogSubmitter(prefix: string, onCancel: () => void, loading = false) {
  const { t } = useTranslation('components');
  return {
    render: (props: { submit: () => void }) => [
      <Button key="cancel" data-testid={`${prefix}-cancel`} onClick={onCancel}>
        {t('cancel')}
      </Button>,
      <Button key="submit" type="primary" loading={loading} data-testid={`${prefix}-submit`} onClick={() => props.submit()}>
        {t('ok')}
      </Button>,
    ],
  };
}

type FooterProps = { prefix: string; onCancel: () => void; onOk: () => void; loading?: boolean; okText?: ReactNode };

/** A plain Modal footer: Cancel / OK with testids `<prefix>-cancel` and `<prefix>-submit`. */
export function DialogFooter({ prefix, onCancel, onOk, loading, okText }: FooterProps) {
  const { t } = useTranslation('components');
  return (
    <>
      <Button data-testid={`${prefix}-cancel`} onClick={onCancel}>
        {t('cancel')}
      </Button>
      <Button type="primary" data-testid={`${prefix}-submit`} loading={loading} onClick={onOk}>
        {okText ?? t('ok')}
      </Button>
    </>
  );
}

type ActionDialogProps = {
  /** Footer testids `<prefix>-cancel` / `<prefix>-submit`. */
  prefix: string;
  /** The dialog's testid (default `<prefix>-dialog`). */
  testId?: string;
  title: ReactNode;
  /** The cancel button; also the close icon and Esc unless `onClose` says otherwise. */
  onCancel: () => void;
  /** The close icon and Esc (e.g. ignored while saving). */
  onClose?: () => void;
  onOk: () => void;
  loading?: boolean;
  okText?: ReactNode;
  width?: number;
  children: ReactNode;
};

/**
 * A dialog that does one thing with what it asks (assign, decide, reassign, issue): a Modal shown
 * while mounted, not closed by a click beside it, with the Cancel / OK footer (`DialogFooter`).
 * Mount it only while open.
 */
export function ActionDialog({ prefix, testId, title, onCancel, onClose, onOk, loading, okText, width, children }: ActionDialogProps) {
  return (
    <Modal
      open
      maskClosable={false}
      destroyOnHidden
      width={width}
      title={title}
      onCancel={onClose ?? onCancel}
      wrapProps={{ 'data-testid': testId ?? `${prefix}-dialog` }}
      footer={<DialogFooter prefix={prefix} onCancel={onCancel} onOk={onOk} loading={loading} okText={okText} />}
    >
      {children}
    </Modal>
  );
}

/**
 * The OK of a dialog that shows a refusal inside it: `submit()` checks the form, then runs `action`
 * with its values; what it throws (the server's message) becomes `failure`, cleared on the next try.
 */
export function useFormAction<V>(form: FormInstance<V>, action: (values: V) => Promise<void>) {
  const [failure, setFailure] = useState<string>();
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFailure(undefined);
    try {
      await action(values);
    } catch (e) {
      setFailure(e instanceof Error ? e.message : String(e));
    }
  };
  return { submit, failure };
}

type FailureAlertProps = {
  /** `useFormAction`'s failure: what the last try was refused with (nothing before a try, or after a good one). */
  failure: string | undefined;
  testId: string;
  /** The sentence around the reason (default: the reason alone). */
  text?: (reason: string) => ReactNode;
};

/** The refusal of a dialog's action, shown inside the dialog above its fields. */
export function FailureAlert({ failure, testId, text }: FailureAlertProps) {
  if (!failure) return null;
  return <Alert type="error" showIcon style={{ marginBottom: 12 }} message={text ? text(failure) : failure} data-testid={testId} />;
}
