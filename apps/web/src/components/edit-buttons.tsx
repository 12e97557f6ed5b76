import type { ReactNode } from 'react';
import { Button } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import type { ButtonPermission } from '@carbon/domain';
import { ConfirmDelete } from './confirm-delete';
import type { Selection } from './page-table';
import { usePerm } from './use-perm';

type Granted = { permission: ButtonPermission };

export type EditButtonsOptions<T> = {
  /** data-testids `<prefix>-add` and `<prefix>-delete` (and the confirmation's own, ConfirmDelete). */
  prefix: string;
  /** The add button (primary, "+"): opens the add dialog. */
  add?: { endpoint: Granted; text: ReactNode; onClick: () => void };
  /** The delete of the selected rows, confirmed first (ConfirmDelete: nothing selected, the outcome). */
  remove?: { endpoint: Granted; onConfirm: (selection: Selection<T>) => Promise<unknown> };
};

/**
 * A table toolbar's add and delete buttons, each only for a caller whose roles grant its endpoint's
 * permission (the server checks again). Call the result with the toolbar's selection and spread it
 * into a PageTable's `toolbar`, beside `useSheetButtons`.
 */
export function useEditButtons<T>({ prefix, add, remove }: EditButtonsOptions<T>): (selection: Selection<T>) => ReactNode[] {
  const can = usePerm();
  return (selection) => [
    add && can(add.endpoint.permission) && (
      <Button key="add" type="primary" icon={<PlusOutlined />} data-testid={`${prefix}-add`} onClick={add.onClick}>
        {add.text}
      </Button>
    ),
    remove && can(remove.endpoint.permission) && (
      <ConfirmDelete key="delete" testId={`${prefix}-delete`} selectedKeys={selection.keys} onConfirm={() => remove.onConfirm(selection)} />
    ),
  ];
}
