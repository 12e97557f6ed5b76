import { useEffect, useMemo, useState } from 'react';
import { Form, Modal, Select, Spin, Tree } from 'antd';
import { useTranslation } from 'react-i18next';
import { DATA_SCOPE_TYPE, isButtonPermission, permissionLabelKey, type MenuTreeNode, type RoleRow } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { useGrantSelection } from '../../../components/use-grant-selection';
import { DialogFooter } from '../../../components/dialog-submitter';
import { OrgTreeChecklist } from '../../../components/org-tree';
import type { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { enumOptions } from '../../../lib/enum-labels';
import { DOMAIN_NS } from '../../../lib/i18n';
import { useGrantMenu, useGrantRoleData, useMenuTreeForGrant, useOwnMenu, useRoleOwnData } from '../api/role-api';

type Dialog = ReturnType<typeof useGuardedDialog<RoleRow>>;
type AntNode = { key: string; title: string; buttons: string[]; children: AntNode[] };

const BUTTON = 2;

/**
 * The tree in antd's shape. A button that keeps its seeded name (its permission code, `sysOrg:feed`)
 * shows the permission's label; pages come titled by the server (in the caller's language unless renamed).
 */
const toAnt = (nodes: readonly MenuTreeNode[], td: (key: string) => string): AntNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: isButtonPermission(n.title) ? td(permissionLabelKey(n.title)) : n.title,
    buttons: (n.children ?? []).filter((c) => c.type === BUTTON).map((c) => c.id),
    children: toAnt(n.children ?? [], td),
  }));
const allKeys = (nodes: readonly AntNode[]): string[] => nodes.flatMap((n) => [n.key, ...allKeys(n.children)]);
const buttonsByKey = (nodes: readonly AntNode[], into = new Map<string, string[]>()): Map<string, string[]> => {
  for (const n of nodes) {
    into.set(n.key, n.buttons);
    buttonsByKey(n.children, into);
  }
  return into;
};

/**
 * Strict checking: the new selection as antd reports it, plus the buttons of a menu the click has just
 * ticked. Unticking a menu leaves its buttons, and a button can still be unticked on its own.
 */
export function withTickedButtons(previous: readonly string[], next: readonly string[], buttons: Map<string, string[]>): string[] {
  const before = new Set(previous);
  const result = [...next];
  for (const key of next) {
    if (before.has(key)) continue;
    for (const b of buttons.get(key) ?? []) if (!result.includes(b)) result.push(b);
  }
  return result;
}

/** Grant menus and buttons; strict checking, so a parent is not implied by its children; ticking a menu ticks its buttons. */
export function GrantMenuDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('roleManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const id = dialog.open ? dialog.record?.id : undefined;
  const tree = useMenuTreeForGrant(dialog.open);
  const own = useOwnMenu(id);
  const grant = useGrantMenu();
  const { selected, change, submit } = useGrantSelection(own.data, dialog, (ids) => grant.mutateAsync({ id: id!, grantMenuIdList: ids }));
  const data = useMemo(() => toAnt(tree.data ?? [], td), [tree.data, td]);
  const buttons = useMemo(() => buttonsByKey(data), [data]);

  return (
    <Modal
      open={dialog.open}
      title={t('grantMenu.title', { name: dialog.record?.name ?? '' })}
      onCancel={dialog.requestClose}
      destroyOnHidden
      footer={<DialogFooter prefix="role-grant-menu" onCancel={dialog.requestClose} onOk={() => void submit()} loading={grant.isPending} />}
    >
      {tree.isLoading || own.isLoading ? (
        <Spin />
      ) : (
        <div data-testid="role-grant-menu-tree" style={{ maxHeight: 480, overflow: 'auto' }}>
          <Tree
            checkable
            checkStrictly
            defaultExpandedKeys={allKeys(data)}
            treeData={data}
            checkedKeys={selected}
            titleRender={(n) => <span data-testid={`role-menu-node-${n.key}`}>{n.title}</span>}
            onCheck={(keys) => change(withTickedButtons(selected, (Array.isArray(keys) ? keys : keys.checked).map(String), buttons))}
          />
        </div>
      )}
    </Modal>
  );
}

const CUSTOM = 5;

/** Grant a data scope: type 1–5; type 5 (custom) with an organisation checklist. */
export function GrantDataScopeDialog({ dialog }: { dialog: Dialog }) {
  const { t } = useTranslation('roleManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const outcome = useActionMessage();
  const role = dialog.open ? dialog.record : undefined;
  const own = useRoleOwnData(role?.id);
  const grant = useGrantRoleData();
  const [type, setType] = useState<number>(1);
  const [orgs, setOrgs] = useState<string[]>([]);
  useEffect(() => setType(role?.dataScopeType ?? 1), [role]);
  useEffect(() => setOrgs(own.data ?? []), [own.data]);

  const onOk = async () => {
    if (!role) return;
    try {
      await grant.mutateAsync({ id: role.id, dataScopeType: type, grantOrgIdList: type === CUSTOM ? orgs : [] });
      outcome.success('save');
      dialog.close();
    } catch (e) {
      outcome.failure('save', e);
    }
  };

  return (
    <Modal
      open={dialog.open}
      title={t('grantData.title', { name: role?.name ?? '' })}
      onCancel={dialog.requestClose}
      destroyOnHidden
      footer={<DialogFooter prefix="role-grant-data" onCancel={dialog.requestClose} onOk={() => void onOk()} loading={grant.isPending} />}
    >
      <Form layout="vertical">
        <Form.Item label={t('grantData.type')}>
          <Select
            data-testid="role-dataScopeType"
            value={type}
            onChange={(v: number) => {
              setType(v);
              dialog.markDirty();
            }}
            options={enumOptions(td, DATA_SCOPE_TYPE)}
          />
        </Form.Item>
        {type === CUSTOM && (
          <Form.Item label={t('grantData.orgs')}>
            {own.isLoading ? (
              <Spin />
            ) : (
              <OrgTreeChecklist
                testId="role-grant-data-tree"
                value={orgs}
                onChange={(ids) => {
                  setOrgs(ids);
                  dialog.markDirty();
                }}
              />
            )}
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
