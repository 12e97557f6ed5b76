import { useEffect, useState } from 'react';
import { useActionMessage } from './action-messages';

type GrantDialog = { close: () => void; markDirty: () => void };

/**
 * The state of a "grant" dialog (roles, menus, organisations): starts from what is granted
 * now, marks the dialog dirty on change, saves the whole set and reports the outcome.
 */
export function useGrantSelection(current: string[] | undefined, dialog: GrantDialog, save: (ids: string[]) => Promise<unknown>) {
  const outcome = useActionMessage();
  const [selected, setSelected] = useState<string[]>([]);
  useEffect(() => setSelected(current ?? []), [current]);

  const change = (ids: string[]) => {
    setSelected(ids);
    dialog.markDirty();
  };

  const submit = async () => {
    try {
      await save(selected);
      outcome.success('save');
      dialog.close();
    } catch (e) {
      outcome.failure('save', e);
    }
  };

  return { selected, change, submit };
}
