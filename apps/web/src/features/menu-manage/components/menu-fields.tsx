import { Form, Input, InputNumber, Radio, Select, Switch, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  MENU_TYPE,
  MENU_WEIGHT,
  OPEN_TYPE,
  SYS_CODE_PATTERN,
  isButtonPermission,
  menuAddRequest,
  permissionLabelKey,
  type MenuTreeNode,
} from '@carbon/domain';
import { enumOptions } from '../../../lib/enum-labels';
import { zodRule } from '../../../lib/form-rules';
import { DOMAIN_NS } from '../../../lib/i18n';
import { useApps, useMenuParentTree } from '../api/menu-api';

const BUTTON = 2;

function useParentTree(excludeId?: string) {
  const { t } = useTranslation('menuManage');
  const tree = useMenuParentTree(true);
  const prune = (nodes: readonly MenuTreeNode[]): MenuTreeNode[] =>
    nodes.filter((n) => n.id !== excludeId).map((n) => ({ ...n, children: prune(n.children ?? []) }));
  return {
    loading: tree.isLoading,
    data: [{ id: '-1', parentId: '0', title: t('root'), value: '0', weight: 0, children: prune(tree.data ?? []) }],
  };
}

type MenuField = keyof typeof menuAddRequest.shape;

/**
 * Every field of a menu (contract §5.4). The rules are the request schema's (zodRule); hand rules
 * remain where they say more: the code's allowed characters, the fields the service requires by
 * type (route, permission, open method) and the ones the form needs although the server defaults them.
 */
export function MenuFields({ editingId }: { editingId?: string }) {
  const { t } = useTranslation('menuManage');
  const rule = (field: MenuField) => zodRule(menuAddRequest, field, t(`field.${field}`), t);
  const { t: td } = useTranslation(DOMAIN_NS);
  const apps = useApps();
  const parents = useParentTree(editingId);
  const type = Form.useWatch<number | undefined>('type');
  const isButton = type === BUTTON;
  const permission = Form.useWatch<string | null | undefined>('permission')?.trim();
  // what the identifier grants, in words (the identifier itself is what the administrator types)
  const grants = permission && isButtonPermission(permission) ? td(permissionLabelKey(permission)) : undefined;
  return (
    <>
      <Form.Item
        name="name"
        label={t('field.name')}
        rules={[rule('name')]}
        extra={<span data-testid="menu-name-languages">{t('hint.nameAllLanguages')}</span>}
      >
        <Input data-testid="menu-name" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="code"
        label={t('field.code')}
        validateFirst
        rules={[{ pattern: SYS_CODE_PATTERN, message: t('rule.codeFormat') }, rule('code')]}
      >
        <Input data-testid="menu-code" maxLength={64} />
      </Form.Item>
      <Form.Item name="application" label={t('field.application')} rules={[{ required: true, message: t('rule.applicationRequired') }]}>
        <Select
          data-testid="menu-application"
          loading={apps.isLoading}
          options={(apps.data ?? []).map((a) => ({ value: a.code, label: a.name }))}
        />
      </Form.Item>
      <Form.Item name="type" label={t('field.type')} rules={[rule('type')]}>
        <Radio.Group data-testid="menu-type" options={enumOptions(td, MENU_TYPE)} />
      </Form.Item>
      <Form.Item name="pid" label={t('field.pid')} rules={[rule('pid')]}>
        <TreeSelect
          data-testid="menu-pid"
          loading={parents.loading}
          treeData={parents.data}
          treeDefaultExpandAll
          showSearch
          treeNodeFilterProp="title"
          fieldNames={{ label: 'title', value: 'value' }}
        />
      </Form.Item>
      {!isButton && (
        <Form.Item
          name="router"
          label={t('field.router')}
          rules={[{ required: true, whitespace: true, message: t('rule.routerRequired') }]}
        >
          <Input data-testid="menu-router" maxLength={255} />
        </Form.Item>
      )}
      {!isButton && (
        <Form.Item name="component" label={t('field.component')}>
          <Input data-testid="menu-component" maxLength={255} />
        </Form.Item>
      )}
      <Form.Item
        name="permission"
        label={t('field.permission')}
        extra={grants && <span data-testid="menu-permission-label">{grants}</span>}
        rules={[
          { required: isButton, whitespace: true, message: t('rule.permissionRequired') },
          {
            validator: async (_r, v: unknown) => {
              if (typeof v === 'string' && v.trim() && !v.includes(':')) throw new Error(t('rule.permissionFormat'));
            },
          },
        ]}
      >
        <Input data-testid="menu-permission" maxLength={128} placeholder="sysUser:page" />
      </Form.Item>
      <Form.Item name="openType" label={t('field.openType')} rules={[{ required: type === 1, message: t('rule.openTypeRequired') }]}>
        <Select data-testid="menu-openType" allowClear options={enumOptions(td, OPEN_TYPE)} />
      </Form.Item>
      <Form.Item name="link" label={t('field.link')}>
        <Input data-testid="menu-link" maxLength={1024} />
      </Form.Item>
      <Form.Item name="weight" label={t('field.weight')} rules={[{ required: true }]}>
        <Radio.Group data-testid="menu-weight" options={enumOptions(td, MENU_WEIGHT)} />
      </Form.Item>
      <Form.Item
        name="sort"
        label={t('field.sort')}
        validateFirst
        rules={[{ required: true, message: t('rule.sortRequired') }, rule('sort')]}
      >
        <InputNumber data-testid="menu-sort" precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="visible" label={t('field.visible')} valuePropName="checked">
        <Switch data-testid="menu-visible" />
      </Form.Item>
      <Form.Item name="redirect" label={t('field.redirect')}>
        <Input data-testid="menu-redirect" maxLength={255} />
      </Form.Item>
      <Form.Item name="icon" label={t('field.icon')}>
        <Input data-testid="menu-icon" maxLength={64} />
      </Form.Item>
      <Form.Item name="remark" label={t('field.remark')}>
        <Input.TextArea data-testid="menu-remark" maxLength={255} rows={2} />
      </Form.Item>
    </>
  );
}
