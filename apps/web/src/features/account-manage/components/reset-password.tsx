import { useState } from 'react';
import { Alert, App, Button, Modal, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SysUserResult } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { useResetPassword } from '../api/account-api';
import { DialogFooter } from '../../../components/dialog-submitter';

type Props = { user: SysUserResult | undefined; onClose: () => void };

/** Confirms a reset, then shows the temporary password ONCE with a copy button. */
export function ResetPasswordDialog({ user, onClose }: Props) {
  const { t } = useTranslation('accountManage');
  const { message } = App.useApp();
  const outcome = useActionMessage();
  const reset = useResetPassword();
  const [password, setPassword] = useState<string | null>(null);

  const close = () => {
    setPassword(null); // never kept: the password is shown once
    onClose();
  };
  const onConfirm = async () => {
    if (!user) return;
    try {
      const result = await reset.mutateAsync({ id: user.id });
      setPassword(result.password);
      outcome.success('update');
    } catch (e) {
      outcome.failure('update', e);
    }
  };
  const copy = async () => {
    if (!password) return;
    try {
      await navigator.clipboard.writeText(password);
      void message.success(t('reset.copied'));
    } catch {
      void message.error(t('reset.copyFailed'));
    }
  };

  const footer = password ? (
    <Button type="primary" data-testid="account-reset-close" onClick={close}>
      {t('reset.done')}
    </Button>
  ) : (
    <DialogFooter prefix="account-reset" onCancel={close} onOk={() => void onConfirm()} loading={reset.isPending} />
  );
  return (
    <Modal
      open={!!user}
      title={t('reset.title', { name: user?.name ?? '' })}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={footer}
    >
      {!password && <p data-testid="account-reset-confirm">{t('reset.confirm', { account: user?.account ?? '' })}</p>}
      {password && (
        <div data-testid="account-reset-result">
          <Alert type="warning" showIcon message={t('reset.once')} style={{ marginBottom: 12 }} />
          <Typography.Text code strong data-testid="account-temp-password" style={{ fontSize: 18 }}>
            {password}
          </Typography.Text>{' '}
          <Button icon={<CopyOutlined />} data-testid="account-temp-password-copy" onClick={() => void copy()}>
            {t('reset.copy')}
          </Button>
        </div>
      )}
    </Modal>
  );
}
