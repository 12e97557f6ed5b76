import {
  USER_TYPE,
  USER_TYPE_CODE,
  USER_TYPES,
  enumLabelKey,
  type SysUserResult,
  type UserAddRequest,
  type UserTypeNumber,
} from '@carbon/domain';

export type AccountFormValues = {
  jobNum: string;
  name: string;
  account: string;
  password?: string;
  confirm?: string;
  orgId: string;
  posIdList: string[];
  email?: string | null;
  phone?: string | null;
  tel?: string | null;
  userType: UserTypeNumber;
};

export const EMPTY_ACCOUNT: Partial<AccountFormValues> = { userType: 3, posIdList: [] };

export function valuesFromUser(user: SysUserResult): AccountFormValues {
  return {
    jobNum: user.sysEmpInfo.jobNum ?? '',
    name: user.name,
    account: user.account,
    orgId: user.sysEmpInfo.orgId ?? '',
    posIdList: user.sysEmpInfo.positions.map((p) => p.posId),
    email: user.email,
    phone: user.phone,
    tel: user.tel,
    userType: (USER_TYPES as readonly number[]).includes(user.userType) ? (user.userType as UserTypeNumber) : 3,
  };
}

const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The shared part of the add and edit bodies. */
export function bodyFromValues(v: AccountFormValues): Omit<UserAddRequest, 'password' | 'confirm'> {
  return {
    account: v.account.trim(),
    name: v.name.trim(),
    email: blank(v.email),
    phone: blank(v.phone),
    tel: blank(v.tel),
    userType: v.userType,
    sysEmpParam: { orgId: v.orgId, jobNum: v.jobNum.trim(), posIdList: v.posIdList },
  };
}

/** The i18n key (domain namespace) of a numeric user type's label. */
export const userTypeKey = (type: number) => enumLabelKey(USER_TYPE, USER_TYPE_CODE[type as UserTypeNumber] ?? 'common_user') ?? '';
