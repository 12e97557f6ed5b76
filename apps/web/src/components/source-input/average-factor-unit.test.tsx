import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import { renderAt } from '../../test-utils';
import { SourceInputFields } from './source-input-fields';
import type { SourceValues } from './source-fields';

function AverageDataForm() {
  const [form] = Form.useForm();
  const values = (Form.useWatch('source', form) as SourceValues | undefined) ?? { type: 'scope3-average' };
  return (
    <Form form={form} initialValues={{ source: { type: 'scope3-average', category: 1 } }}>
      <SourceInputFields types={['scope3-average']} values={values} testId="entry" />
    </Form>
  );
}

/** The factor's form item: its box, its unit after the box and the text under it. */
const factorItem = () => screen.getByTestId('entry-field-factor').closest('.ant-form-item')!;

describe('scope-3 average-data factor unit beside the field (issue 26 item 6)', () => {
  it('says kg per unit and the division by 1,000 under the box, with the unit entered after it', async () => {
    renderAt(<AverageDataForm />);
    await screen.findByTestId('entry-field-factor');
    expect(factorItem().textContent).toContain(
      'Unit: kg CO2e per unit (the unit entered above), divided by 1,000 to give tCO2e; leave empty to use the chosen library factor',
    );
    fireEvent.change(screen.getByTestId('entry-field-unit'), { target: { value: 'pcs' } });
    await waitFor(() => expect(factorItem().querySelector('.ant-input-suffix')?.textContent).toBe('kgCO2e/pcs'));
  });

  it('in Chinese too', async () => {
    renderAt(<AverageDataForm />, '/', 'zh-CN');
    await screen.findByTestId('entry-field-factor');
    expect(factorItem().textContent).toContain('单位：kg CO2e/每单位（上方所填单位），结果除以 1,000 得到 tCO2e');
  });
});
