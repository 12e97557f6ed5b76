import type { ReactNode } from 'react';
import { Button } from 'antd';
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
