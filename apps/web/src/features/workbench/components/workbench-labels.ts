import { useTranslation } from 'react-i18next';
import { TODO_STATE, enumLabelKey, noticeKindKey, todoKindKey, type TodoState } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';

/** Labels of the workbench's codes, from the domain catalogue: to-do states (`enum.todoState.*`), to-do and notice kinds. */
export function useWorkbenchLabels() {
  const { t: td } = useTranslation(DOMAIN_NS);
  return {
    state: (code: string) => {
      const key = enumLabelKey(TODO_STATE, code);
      return key ? td(key) : '-';
    },
    todoKind: (kind: string) => td(todoKindKey(kind)),
    noticeKind: (kind: string) => td(noticeKindKey(kind)),
  };
}

export const STATE_COLOR: Record<TodoState, string> = {
  todo: 'blue',
  in_progress: 'processing',
  overdue: 'error',
  delayed: 'warning',
  completed: 'success',
};
