import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PASSWORD_POLICY,
  sysEmpParam,
  USER_ACCOUNT_PATTERN,
  USER_PHONE_PATTERN,
  USER_TEL_PATTERN,
  USER_TYPES,
  userAddRequest,
} from '@carbon/domain';
import { zodRule } from '../../../lib/form-rules';
import { DOMAIN_NS } from '../../../lib/i18n';
import { OrgTreeSelect } from '../../../components/org-tree-select';
import { usePositions } from '../api/account-api';
import { userTypeKey } from './account-form-values';
import { policyRule, repeatRule } from '../../../lib/password-rules';

/** Password and its repeat: add only (a reset gives a temporary password later). */
export function PasswordFields() {
  const { t } = useTranslation('accountManage');
  const range = { min: PASSWORD_POLICY.minLength, max: PASSWORD_POLICY.maxLength };
  return (
    <>
      <Form.Item
        name="password"
        label={t('field.password')}
        extra={
          <>
            <div>{t('pwd.policyHint', range)}</div>
            <div data-testid="account-password-first-login">{t('pwd.changeAtFirstLogin')}</div>
          </>
        }
        rules={[{ required: true, message: t('rule.passwordRequired') }, policyRule(t)]}
      >
        <Input.Password data-testid="account-password" autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirm"
        label={t('field.confirm')}
        dependencies={['password']}
        rules={[{ required: true, message: t('rule.confirmRequired') }, repeatRule(t, 'password')]}
      >
        <Input.Password data-testid="account-confirm" autoComplete="new-password" />
      </Form.Item>
    </>
  );
}

/**
 * Every other account field (spec §3, §5). The checks are the domain schema's (zodRule);
 * the hand rules before them (validateFirst) give the more precise sentences this screen
 * has always shown: "please input the job number", the allowed account characters, the
 * phone / landline / e-mail formats. The user type has a hand `required` only: the schema
 * defaults an absent type to "common user", the form still asks for one.
 */
export function AccountFields() {
  const { t } = useTranslation('accountManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const positions = usePositions();
  // the type is a label: what the account may do comes from its roles (granted after creation)
  const userType = Form.useWatch<number | undefined>('userType');
  const req = (key: string) => ({ required: true, whitespace: true, message: t(key) });
  const user = (field: 'name' | 'account' | 'email') => zodRule(userAddRequest, field, t(`field.${field}`), t);
  return (
    <>
      <Form.Item
        name="jobNum"
        label={t('field.jobNum')}
        validateFirst
        rules={[req('rule.jobNumRequired'), zodRule(sysEmpParam, 'jobNum', t('field.jobNum'), t)]}
      >
        <Input data-testid="account-jobNum" maxLength={50} />
      </Form.Item>
      <Form.Item name="name" label={t('field.name')} validateFirst rules={[req('rule.nameRequired'), user('name')]}>
        <Input data-testid="account-name" maxLength={50} />
      </Form.Item>
      <Form.Item
        name="account"
        label={t('field.account')}
        validateFirst
        rules={[req('rule.accountRequired'), { pattern: USER_ACCOUNT_PATTERN, message: t('rule.accountFormat') }, user('account')]}
      >
        <Input data-testid="account-account" maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="orgId" label={t('field.org')} rules={[zodRule(sysEmpParam, 'orgId', t('field.org'), t)]}>
        <OrgTreeSelect testId="account-orgId" />
      </Form.Item>
      <Form.Item
        name="posIdList"
        label={t('field.positions')}
        required
        rules={[{ required: true, type: 'array', min: 1, message: t('rule.positionRequired') }]}
      >
        <Select
          data-testid="account-posIdList"
          mode="multiple"
          loading={positions.isLoading}
          optionFilterProp="label"
          options={(positions.data ?? []).map((p) => ({ value: p.id, label: p.name }))}
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('field.email')}
        validateFirst
        rules={[{ type: 'email', message: t('rule.emailFormat') }, user('email')]}
      >
        <Input data-testid="account-email" maxLength={100} />
      </Form.Item>
      <Form.Item name="phone" label={t('field.phone')} rules={[{ pattern: USER_PHONE_PATTERN, message: t('rule.phoneFormat') }]}>
        <Input data-testid="account-phone" maxLength={16} />
      </Form.Item>
      <Form.Item name="tel" label={t('field.tel')} rules={[{ pattern: USER_TEL_PATTERN, message: t('rule.telFormat') }]}>
        <Input data-testid="account-tel" maxLength={32} />
      </Form.Item>
      <Form.Item
        name="userType"
        label={t('field.userType')}
        rules={[{ required: true, message: t('rule.userTypeRequired') }]}
        extra={
          userType === undefined ? undefined : (
            <span data-testid="account-userType-hint">{t('hint.userTypeGrantsNoRole', { role: td(userTypeKey(userType)) })}</span>
          )
        }
      >
        <Select data-testid="account-userType" options={USER_TYPES.map((v) => ({ value: v, label: td(userTypeKey(v)) }))} />
      </Form.Item>
    </>
  );
}
