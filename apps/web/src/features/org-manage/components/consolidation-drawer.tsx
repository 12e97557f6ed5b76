import { useEffect } from 'react';
import { Alert, Button, Drawer, Form, Radio, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { BOUNDARY_METHOD, DIVESTMENT_RULES, type ConsolidationSetting } from '@carbon/domain';
import { useActionMessage } from '../../../components/action-messages';
import { usePerm } from '../../../components/use-perm';
import { ApiError } from '../../../lib/api';
import { DOMAIN_NS } from '../../../lib/i18n';
import { orgApi, useConsolidationSetting, useSaveConsolidationSetting } from '../api/org-api';

type Values = Pick<ConsolidationSetting, 'approach' | 'divestmentRule'>;
type Group = { id: string; name: string };

/** Where the settings in force come from: the group's own, an organisation above it, or the defaults. */
function Origin({ setting, group }: { setting: ConsolidationSetting; group: Group }) {
  const { t } = useTranslation('orgManage');
  const key =
    setting.fromOrgId === null
      ? 'consolidation.fromDefaults'
      : setting.fromOrgId === group.id
        ? 'consolidation.fromOwn'
        : 'consolidation.fromAbove';
  return (
    <Typography.Text type="secondary" data-testid="consolidation-origin">
      {t(key)}
    </Typography.Text>
  );
}

/**
 * A group's consolidation settings (issue 26): the approach the dashboard and the cockpit follow,
 * and how a change of holding within a period counts (the record in force at the period end, the
 * default, or pro-rated by days; GHG Protocol ch. 5). Read by everyone; saved only with the
 * contract's button (sysOrg:editWithPark). data-testids: `consolidation-drawer`,
 * `consolidation-approach-<code>`, `consolidation-divestment-<rule>`, `consolidation-save`.
 */
export function ConsolidationDrawer({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation('orgManage');
  const { t: td } = useTranslation(DOMAIN_NS);
  const can = usePerm();
  const canSave = can(orgApi.consolidationSettingSave.permission);
  const outcome = useActionMessage();
  const setting = useConsolidationSetting(group.id);
  const save = useSaveConsolidationSetting();
  const [form] = Form.useForm<Values>();
  const data = setting.data;
  useEffect(() => {
    if (data) form.setFieldsValue({ approach: data.approach, divestmentRule: data.divestmentRule });
  }, [data, form]);

  const onFinish = async (values: Values) => {
    try {
      await save.mutateAsync({ orgId: group.id, ...values });
      outcome.success('save');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && (e.field === 'approach' || e.field === 'divestmentRule'))
        form.setFields([{ name: e.field, errors: [e.message] }]);
      else outcome.failure('save', e);
    }
  };

  return (
    <Drawer
      open
      width={560}
      title={t('consolidation.title', { name: group.name })}
      onClose={onClose}
      data-testid="consolidation-drawer"
      extra={
        canSave && (
          <Button type="primary" loading={save.isPending} disabled={!data} data-testid="consolidation-save" onClick={() => form.submit()}>
            {t('consolidation.save')}
          </Button>
        )
      }
    >
      {setting.error && <Alert type="error" showIcon message={setting.error.message} />}
      {!data && !setting.error && <Spin />}
      {data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Origin setting={data} group={group} />
          <Form<Values> form={form} layout="vertical" disabled={!canSave} onFinish={(v) => void onFinish(v)}>
            <Form.Item name="approach" label={t('consolidation.approach')} extra={t('consolidation.approachHint')}>
              <Radio.Group>
                {BOUNDARY_METHOD.items.map((m) => (
                  <Radio key={m.code} value={m.code} data-testid={`consolidation-approach-${m.code}`}>
                    {td(m.key)}
                  </Radio>
                ))}
              </Radio.Group>
            </Form.Item>
            <Form.Item name="divestmentRule" label={t('consolidation.divestmentRule')}>
              <Radio.Group>
                <Space direction="vertical">
                  {DIVESTMENT_RULES.map((r) => (
                    <Radio key={r} value={r} data-testid={`consolidation-divestment-${r}`}>
                      {t(`consolidation.divestment.${r}`)}
                    </Radio>
                  ))}
                </Space>
              </Radio.Group>
            </Form.Item>
          </Form>
        </Space>
      )}
    </Drawer>
  );
}
