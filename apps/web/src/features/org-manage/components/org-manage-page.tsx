import { useRef, useState } from 'react';
import { App, Button } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { ORG_TYPE, enumLabelKey, type OrgRow } from '@carbon/domain';
import { PageTable, type Selection } from '../../../components/page-table';
import { OrgTreeLayout } from '../../../components/org-tree';
import { useActionMessage } from '../../../components/action-messages';
import { useGuardedDialog } from '../../../components/use-unsaved-guard';
import { usePerm } from '../../../components/use-perm';
import { DOMAIN_NS } from '../../../lib/i18n';
import { orgApi, useDeleteOrgs, useOrgTypes, useSendOrgData, type OrgSearch } from '../api/org-api';
import { OrgFormDialog } from './org-form-dialog';
import { OwnershipDrawer } from './ownership-drawer';
import { ConsolidationDrawer } from './consolidation-drawer';
import { useEditButtons } from '../../../components/edit-buttons';

type RowActions = {
  onEdit?: (row: OrgRow) => void;
  /** A legal entity's ownership links. */
  onOwnership?: (row: OrgRow) => void;
  /** A group's consolidation settings. */
  onConsolidation?: (row: OrgRow) => void;
};

/** The row's links: edit; a legal entity's ownership links; a group's consolidation settings. */
function rowActions(row: OrgRow, a: RowActions, t: (key: string) => string) {
  const links: [string, string, ((row: OrgRow) => void) | undefined][] = [
    ['edit', 'edit', a.onEdit],
    ['ownership', 'ownership.open', row.orgType === 'legal_entity' ? a.onOwnership : undefined],
    ['consolidation', 'consolidation.open', row.orgType === 'group' ? a.onConsolidation : undefined],
  ];
  return links.flatMap(([key, label, onClick]) =>
    onClick
      ? [
          <a key={key} data-testid={`org-${key}-${row.code}`} onClick={() => onClick(row)}>
            {t(label)}
          </a>,
        ]
      : [],
  );
}

function useColumns(actions: RowActions): ProColumns<OrgRow>[] {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  return [
    { title: t('field.name'), dataIndex: 'name' },
    { title: t('field.code'), dataIndex: 'code', search: false },
    {
      title: t('field.orgType'),
      dataIndex: 'orgType',
      search: false,
      render: (_, r) => td(enumLabelKey(ORG_TYPE, r.orgType) ?? r.orgType),
    },
    { title: t('field.park'), dataIndex: 'parkName', search: false },
    { title: t('field.sort'), dataIndex: 'sort', search: false, width: 80 },
    { title: t('field.remark'), dataIndex: 'remark', search: false, ellipsis: true },
    { title: t('actions'), valueType: 'option', width: 200, render: (_, row) => rowActions(row, actions, t) },
  ];
}

/**
 * Organisation management (route orgManage): tree filter, paged table, add/edit/delete, publish;
 * a legal entity's ownership links and a group's consolidation settings (issue 26).
 * The table reads sysOrg/page through the shared cache with the selected node as `pid`; every
 * organisation change invalidates the contract, so it refreshes by itself.
 */
export function OrgManagePage() {
  const { t } = useTranslation('orgManage');
  const { message } = App.useApp();
  const can = usePerm();
  const outcome = useActionMessage();
  const table = useRef<ActionType>(undefined);
  const [pid, setPid] = useState<string | undefined>();
  const dialog = useGuardedDialog<OrgRow>();
  const remove = useDeleteOrgs();
  const send = useSendOrgData();
  // read once with the page: the form's level order needs every node's type when it opens
  useOrgTypes();
  const [ownershipOf, setOwnershipOf] = useState<OrgRow | null>(null);
  const [consolidationOf, setConsolidationOf] = useState<OrgRow | null>(null);
  const columns = useColumns({
    onEdit: can(orgApi.editWithPark.permission) ? (row) => dialog.show(row) : undefined,
    onOwnership: can(orgApi.ownershipList.permission) ? setOwnershipOf : undefined,
    onConsolidation: can(orgApi.consolidationSettingSave.permission) ? setConsolidationOf : undefined,
  });

  const publish = async () => {
    try {
      const result = await send.mutateAsync({});
      void message.success(t('publish.done', { count: result.events }));
    } catch (e) {
      outcome.failure('push', e);
    }
  };

  const editButtons = useEditButtons<OrgRow>({
    prefix: 'org',
    add: { endpoint: orgApi.addWithPark, text: t('add'), onClick: () => dialog.show() },
    remove: { endpoint: orgApi.delete, onConfirm: (selection) => remove.mutateAsync(selection.keys) },
  });
  const toolbar = (sel: Selection<OrgRow>) => [
    ...editButtons(sel),
    can(orgApi.sendOrgData.permission) && (
      <Button key="publish" icon={<SendOutlined />} loading={send.isPending} data-testid="org-publish" onClick={() => void publish()}>
        {t('publish.button')}
      </Button>
    ),
  ];

  return (
    <OrgTreeLayout pageTestId="org-manage" title={t('tree')} testId="org-tree" selected={pid} onSelect={setPid} table={table}>
      <PageTable<OrgRow, OrgSearch>
        testId="org-table"
        headerTitle={t('title.list')}
        actionRef={table}
        columns={columns}
        endpoint={orgApi.page}
        params={{ pid }}
        selectable
        toolbar={(sel) => toolbar(sel).filter(Boolean)}
      />
      <OrgFormDialog dialog={dialog} defaultPid={pid} />
      {ownershipOf && <OwnershipDrawer entity={ownershipOf} onClose={() => setOwnershipOf(null)} />}
      {consolidationOf && <ConsolidationDrawer group={consolidationOf} onClose={() => setConsolidationOf(null)} />}
    </OrgTreeLayout>
  );
}
