import type { NamePath } from 'antd/es/form/interface';
import { useTranslation } from 'react-i18next';
import type { SysUserResult, UserAddRequest } from '@carbon/domain';
import { EntityFormDialog } from '../../../components/entity-form-dialog';
import type { GuardedDialog } from '../../../components/use-unsaved-guard';
import { accountApi } from '../api/account-api';
import { AccountFields, PasswordFields } from './account-fields';
import { bodyFromValues, EMPTY_ACCOUNT, valuesFromUser, type AccountFormValues } from './account-form-values';

type Props = { dialog: GuardedDialog<SysUserResult>; defaultOrgId?: string };

const FIELDS: readonly string[] = [
  'jobNum',
  'name',
  'account',
  'password',
  'confirm',
  'orgId',
  'posIdList',
  'email',
  'phone',
  'tel',
  'userType',
];

/** The form field of a failing request input: `sysEmpParam.orgId` → `orgId`, `posIdList.0` → `posIdList`. */
function fieldOf(serverField: string): NamePath | undefined {
  const parts = serverField.split('.');
  const name = parts[0] === 'sysEmpParam' ? parts[1] : parts[0];
  return name !== undefined && FIELDS.includes(name) ? name : undefined;
}

const addBody = (v: AccountFormValues): UserAddRequest => ({ ...bodyFromValues(v), password: v.password ?? '', confirm: v.confirm ?? '' });

/**
 * Add (with password + repeat) or edit an account; editing reads the detail afresh for its
 * lock version. data-testids: `account-dialog`, `account-form`, `account-<field>`, `account-submit`, `account-cancel`.
 */
export function AccountFormDialog({ dialog, defaultOrgId }: Props) {
  const { t } = useTranslation('accountManage');
  return (
    <EntityFormDialog<SysUserResult, AccountFormValues, typeof accountApi.detail>
      prefix="account"
      dialog={dialog}
      title={(mode) => t(`title.${mode}`)}
      detail={accountApi.detail}
      initialValues={(user) => (user ? valuesFromUser(user) : { ...EMPTY_ACCOUNT, orgId: defaultOrgId })}
      add={{ endpoint: accountApi.add, body: addBody }}
      edit={{ endpoint: accountApi.edit, body: bodyFromValues }}
      fieldOf={fieldOf}
    >
      {({ mode }) => (
        <>
          <AccountFields />
          {mode === 'add' && <PasswordFields />}
        </>
      )}
    </EntityFormDialog>
  );
}
