import type { ProColumns } from '@ant-design/pro-components';
import { Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { STATUS, type SysUserResult } from '@carbon/domain';
import { DOMAIN_NS } from '../../../lib/i18n';
import { userTypeKey } from './account-form-values';

export type RowAction = 'edit' | 'status' | 'reset' | 'grantRole' | 'grantData';
type Props = { onAction: (action: RowAction, row: SysUserResult) => void; allowed: (action: RowAction) => boolean };

const TESTID: Record<RowAction, string> = {
  edit: 'account-edit',
  status: 'account-status',
  reset: 'account-reset',
  grantRole: 'account-grant-role',
  grantData: 'account-grant-data',
};

/** A data-testid for antd's button props (not in their type). */
const testId = (id: string): Record<`data-${string}`, string> => ({ 'data-testid': id });

/** Columns of the account table; row actions carry `<action testid>-<account>`. */
export function useAccountColumns({ onAction, allowed }: Props): ProColumns<SysUserResult>[] {
  const { t } = useTranslation('accountManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const { t: tc } = useTranslation('components');
  const link = (action: RowAction, row: SysUserResult, label: string) =>
    allowed(action) ? (
      <a key={action} data-testid={`${TESTID[action]}-${row.account}`} onClick={() => onAction(action, row)}>
        {label}
      </a>
    ) : null;
  /** Spec §5: a status change asks first; `account-status-ok-<account>` / `-cancel-<account>` answer. */
  const statusLink = (row: SysUserResult) => {
    if (!allowed('status')) return null;
    const deactivate = row.status === STATUS.NORMAL;
    const label = t(deactivate ? 'status.deactivate' : 'status.activate');
    return (
      <Popconfirm
        key="status"
        title={t(deactivate ? 'status.confirmDeactivate' : 'status.confirmActivate', { name: row.name, account: row.account })}
        okText={label}
        cancelText={tc('cancel')}
        okButtonProps={{ danger: deactivate, ...testId(`account-status-ok-${row.account}`) }}
        cancelButtonProps={testId(`account-status-cancel-${row.account}`)}
        onConfirm={() => onAction('status', row)}
      >
        <a data-testid={`${TESTID.status}-${row.account}`}>{label}</a>
      </Popconfirm>
    );
  };
  return [
    { title: t('search.keyword'), dataIndex: 'searchValue', hideInTable: true, fieldProps: { placeholder: t('search.keywordHint') } },
    {
      title: t('field.status'),
      dataIndex: 'searchStatus',
      hideInTable: true,
      valueType: 'select',
      valueEnum: { 0: { text: td('enum.commonStatus.normal') }, 1: { text: td('enum.commonStatus.deactivated') } },
    },
    { title: t('field.jobNum'), dataIndex: ['sysEmpInfo', 'jobNum'], search: false },
    { title: t('field.name'), dataIndex: 'name', search: false },
    { title: t('field.account'), dataIndex: 'account', search: false },
    { title: t('field.org'), dataIndex: ['sysEmpInfo', 'orgName'], search: false },
    { title: t('field.phone'), dataIndex: 'phone', search: false },
    { title: t('field.userType'), dataIndex: 'userType', search: false, render: (_, r) => td(userTypeKey(r.userType)) },
    {
      title: t('field.status'),
      dataIndex: 'status',
      search: false,
      render: (_, r) => (
        <Tag color={r.status === STATUS.NORMAL ? 'green' : 'default'} data-testid={`account-state-${r.account}`}>
          {td(r.status === STATUS.NORMAL ? 'enum.commonStatus.normal' : 'enum.commonStatus.deactivated')}
        </Tag>
      ),
    },
    {
      title: t('actions'),
      valueType: 'option',
      render: (_, row) => (
        <Space size="small" wrap>
          {link('edit', row, t('edit'))}
          {statusLink(row)}
          {link('reset', row, t('reset.button'))}
          {link('grantRole', row, t('grantRole.button'))}
          {link('grantData', row, t('grantData.button'))}
        </Space>
      ),
    },
  ];
}
