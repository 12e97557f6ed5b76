import { useMemo } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** The spec §8 actions that each have a success and a failure message. */
export type ActionKind =
  'add' | 'edit' | 'delete' | 'save' | 'update' | 'import' | 'export' | 'download' | 'upload' | 'change' | 'submit' | 'push';

/** The message of any thrown value (ApiError carries the server's, already translated). */
export function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** Shows the spec's success / failure message of an action (failure adds the server's reason). */
export function useActionMessage() {
  const { message } = App.useApp();
  const { t } = useTranslation('components');
  return useMemo(
    () => ({
      success: (action: ActionKind) => void message.success(t(`action.${action}.success`)),
      failure: (action: ActionKind, e: unknown) => {
        const reason = errorText(e);
        void message.error(
          reason ? t('action.failureWithReason', { action: t(`action.${action}.failure`), reason }) : t(`action.${action}.failure`),
        );
      },
    }),
    [message, t],
  );
}
