import { useCallback, useMemo, useRef, useState } from 'react';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Spec §5: closing an edit dialog with unsaved changes warns that they will be lost.
 * Call `markDirty` on every change and `confirmClose(close)` when the user closes.
 */
export function useUnsavedGuard() {
  const dirty = useRef(false);
  const { modal } = App.useApp();
  const { t } = useTranslation('components');

  const markDirty = useCallback(() => {
    dirty.current = true;
  }, []);
  const reset = useCallback(() => {
    dirty.current = false;
  }, []);
  const confirmClose = useCallback(
    (close: () => void) => {
      if (!dirty.current) {
        close();
        return;
      }
      modal.confirm({
        title: t('unsaved.title'),
        content: t('unsaved.content'),
        okText: t('unsaved.discard'),
        cancelText: t('unsaved.keep'),
        onOk: () => {
          dirty.current = false;
          close();
        },
      });
    },
    [modal, t],
  );
  return useMemo(() => ({ markDirty, reset, confirmClose, isDirty: () => dirty.current }), [markDirty, reset, confirmClose]);
}

/**
 * Open state of a guarded dialog. Wire a ModalForm with
 * `open={d.open} onOpenChange={d.onOpenChange} onValuesChange={d.markDirty}`,
 * and call `d.close()` after a successful save (no warning then).
 */
export function useGuardedDialog<T = undefined>() {
  const [state, setState] = useState<{ open: boolean; record: T | undefined }>({ open: false, record: undefined });
  const guard = useUnsavedGuard();
  const { reset, confirmClose, markDirty } = guard;
  const show = useCallback(
    (record?: T) => {
      reset();
      setState({ open: true, record });
    },
    [reset],
  );
  const close = useCallback(() => {
    reset();
    setState((s) => ({ ...s, open: false }));
  }, [reset]);
  const requestClose = useCallback(() => confirmClose(() => setState((s) => ({ ...s, open: false }))), [confirmClose]);
  const onOpenChange = useCallback((open: boolean) => (open ? setState((s) => ({ ...s, open: true })) : requestClose()), [requestClose]);
  return { open: state.open, record: state.record, show, close, requestClose, onOpenChange, markDirty };
}

/** The open state and guard of a dialog editing a `T` (what `useGuardedDialog<T>()` returns). */
export type GuardedDialog<T = undefined> = ReturnType<typeof useGuardedDialog<T>>;
