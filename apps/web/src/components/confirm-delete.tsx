import { useState, type ReactNode } from 'react';
import { App, Button, Modal, Popconfirm, Typography } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useActionMessage } from './action-messages';

export type ConfirmDeleteProps = {
  /** data-testids: `<testId>` (button), `<testId>-confirm` (dialog), `<testId>-ok`, `<testId>-cancel`. */
  testId: string;
  selectedKeys: readonly string[];
  /** Deletes the rows; a thrown error is shown as the delete failure message. */
  onConfirm: (keys: string[]) => Promise<unknown>;
  /** After a successful delete (reload, clear selection). */
  onDone?: () => void;
  label?: string;
};

/**
 * Spec §5: deleting needs at least one selected row ("please select the data to delete")
 * and a confirmation; then the delete success or failure message.
 */
export function ConfirmDelete({ testId, selectedKeys, onConfirm, onDone, label }: ConfirmDeleteProps) {
  const { t } = useTranslation('components');
  const { message } = App.useApp();
  const outcome = useActionMessage();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  const onClick = () => {
    if (selectedKeys.length === 0) {
      void message.warning(t('delete.selectFirst'));
      return;
    }
    setOpen(true);
  };

  const onOk = async () => {
    setBusy(true);
    try {
      await onConfirm([...selectedKeys]);
      outcome.success('delete');
      setOpen(false);
      onDone?.();
    } catch (e) {
      outcome.failure('delete', e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button danger icon={<DeleteOutlined />} data-testid={testId} onClick={onClick}>
        {label ?? t('delete.button')}
      </Button>
      <Modal
        open={open}
        title={t('delete.confirmTitle')}
        onCancel={() => setOpen(false)}
        footer={[
          <Button key="cancel" data-testid={`${testId}-cancel`} onClick={() => setOpen(false)}>
            {t('cancel')}
          </Button>,
          <Button key="ok" danger type="primary" loading={busy} data-testid={`${testId}-ok`} onClick={() => void onOk()}>
            {t('delete.button')}
          </Button>,
        ]}
      >
        <div data-testid={`${testId}-confirm`}>{t('delete.confirmContent', { count: selectedKeys.length })}</div>
      </Modal>
    </>
  );
}

export type ConfirmRowDeleteProps = {
  /** The question, naming the row. */
  title: ReactNode;
  /** The link's text. */
  label: ReactNode;
  /** Deletes the row and reports its outcome; while a returned promise is pending the OK button spins. */
  onConfirm: () => void | Promise<unknown>;
  /** data-testid of the link. */
  testId?: string;
  /** data-testid of the confirmation's OK button. */
  okTestId?: string;
  okText?: ReactNode;
  cancelText?: ReactNode;
  /** A red link and OK button (the default); false for a confirmed row action that destroys nothing. */
  danger?: boolean;
};

/**
 * A row's delete link with its confirmation (the row actions of a table or list): the question, then
 * `onConfirm`. The selection-based toolbar delete is `ConfirmDelete` above.
 */
export function ConfirmRowDelete({ title, label, onConfirm, testId, okTestId, okText, cancelText, danger = true }: ConfirmRowDeleteProps) {
  return (
    <Popconfirm
      title={title}
      okText={okText}
      cancelText={cancelText}
      okButtonProps={{ danger, ...(okTestId ? { 'data-testid': okTestId } : {}) }}
      onConfirm={onConfirm}
    >
      <Typography.Link type={danger ? 'danger' : undefined} data-testid={testId}>
        {label}
      </Typography.Link>
    </Popconfirm>
  );
}
