import { AutoComplete, Button, Form, Input, Space, Typography, type FormInstance } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { EnvLabels } from '../labels';
import { defaultUnit, pollutantListRule, pollutantName, pollutantOptions, pollutantRules, type PollutantValues } from './pollutant-rules';

type Props = { L: EnvLabels; form: FormInstance };

/**
 * The pollutants a point measures: code (HJ 212-2017 Appendix B by name, or a gateway's own code
 * typed in), unit (the standard's unit filled in when the code is chosen), and the hourly- and
 * daily-average limits (optional: an average without a limit raises no alarm). Testids
 * `point-pollutant-<field>-<row>`, `point-pollutant-add`, `point-pollutant-remove-<row>`.
 */
export function PollutantsEditor({ L, form }: Props) {
  const rules = pollutantRules(L, form);
  const options = pollutantOptions(L.td);
  const revalidateCodes = () => {
    const rows = (form.getFieldValue('pollutants') as PollutantValues[] | undefined) ?? [];
    void form.validateFields(rows.map((_, i) => ['pollutants', i, 'code'])).catch(() => undefined);
  };
  const onCode = (index: number, code: string) => {
    const unit = defaultUnit(code);
    const current = form.getFieldValue(['pollutants', index, 'unit']) as string | undefined;
    if (unit !== undefined && !current?.trim()) form.setFieldValue(['pollutants', index, 'unit'], unit);
  };
  return (
    <Form.List name="pollutants" rules={[pollutantListRule(L)]}>
      {(fields, { add, remove }, { errors }) => (
        <div data-testid="point-pollutants">
          {fields.map((field, index) => (
            <Space key={field.key} align="start" wrap data-testid={`point-pollutant-row-${index}`}>
              <Form.Item
                name={[field.name, 'code']}
                label={index === 0 ? L.td('field.pollutant') : undefined}
                rules={rules.code}
                validateFirst
                style={{ width: 260 }}
                extra={<PollutantHint L={L} index={index} />}
              >
                <AutoComplete
                  data-testid={`point-pollutant-code-${index}`}
                  options={options}
                  filterOption={(input, option) => (option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
                  onSelect={(code: string) => onCode(index, code)}
                  onBlur={revalidateCodes}
                  placeholder={L.t('point.pollutantPlaceholder')}
                />
              </Form.Item>
              <Form.Item name={[field.name, 'unit']} label={index === 0 ? L.td('field.unit') : undefined} rules={rules.unit}>
                <Input data-testid={`point-pollutant-unit-${index}`} style={{ width: 100 }} maxLength={20} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'hourlyLimit']}
                label={index === 0 ? L.td('field.hourlyLimit') : undefined}
                rules={rules.hourlyLimit}
              >
                <Input data-testid={`point-pollutant-hourlyLimit-${index}`} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item
                name={[field.name, 'dailyLimit']}
                label={index === 0 ? L.td('field.dailyLimit') : undefined}
                rules={rules.dailyLimit}
              >
                <Input data-testid={`point-pollutant-dailyLimit-${index}`} style={{ width: 140 }} />
              </Form.Item>
              <Form.Item label={index === 0 ? ' ' : undefined}>
                <Button
                  icon={<DeleteOutlined />}
                  aria-label={L.t('point.removePollutant')}
                  data-testid={`point-pollutant-remove-${index}`}
                  onClick={() => {
                    remove(field.name);
                    revalidateCodes();
                  }}
                />
              </Form.Item>
            </Space>
          ))}
          <Button icon={<PlusOutlined />} data-testid="point-pollutant-add" onClick={() => add({ code: '', unit: '' })}>
            {L.t('point.addPollutant')}
          </Button>
          <div data-testid="point-pollutants-error">
            <Form.ErrorList errors={errors} />
          </div>
        </div>
      )}
    </Form.List>
  );
}

/** The chosen code's name under the picker (a code the table does not name: "a code of your equipment"). */
function PollutantHint({ L, index }: { L: EnvLabels; index: number }) {
  const code = Form.useWatch(['pollutants', index, 'code']) as string | undefined;
  if (!code?.trim()) return null;
  const name = pollutantName(L.td, code);
  return (
    <Typography.Text type="secondary" data-testid={`point-pollutant-name-${index}`}>
      {name || L.t('point.ownCode')}
    </Typography.Text>
  );
}
