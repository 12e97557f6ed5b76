import { App } from 'antd';
import type { RecordLabels } from './labels';

/** The records screens' delete outcome: "deleted", or the failure with the server's reason. */
export function useDeleteOutcome(L: RecordLabels): (deleting: Promise<unknown>) => Promise<void> {
  const { message } = App.useApp();
  return (deleting) =>
    deleting.then(
      () => void message.success(L.t('deleted')),
      (e: unknown) => void message.error(L.t('deleteFailed', { reason: e instanceof Error ? e.message : String(e) })),
    );
}
