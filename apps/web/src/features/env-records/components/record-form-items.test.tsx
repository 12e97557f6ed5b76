import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { honorFields } from '@carbon/domain';
import { renderAt } from '../../../test-utils';
import { useRecordLabels } from './labels';
import { recordFormItems } from './record-form-items';
import { errorOf, pickDate, type } from './test-kit';

function HonorForm({ onFinish }: { onFinish: (values: unknown) => void }) {
  const L = useRecordLabels();
  const item = recordFormItems(L, honorFields, 'x');
  return (
    <Form onFinish={onFinish}>
      {item.text('name', 5, 'Own label')}
      {item.text('issuer', 200)}
      {item.date('issuedDate')}
      {item.date('validTo', { after: 'issuedDate', extra: 'the hint' })}
      {item.remark(10, 2)}
      <Button htmlType="submit" data-testid="x-submit" />
    </Form>
  );
}

describe('recordFormItems', () => {
  it('labels, limits and checks each field by the schema, with testids <prefix>-<field>', async () => {
    renderAt(<HonorForm onFinish={() => undefined} />);
    expect(screen.getByTestId('x-name').getAttribute('maxlength')).toBe('5');
    expect(screen.getByTestId('x-remark').getAttribute('maxlength')).toBe('10');
    expect(screen.getByTestId('x-remark').getAttribute('rows')).toBe('2');
    expect(screen.getByTestId('x-validTo').closest('.ant-form-item')?.textContent).toContain('the hint');
    fireEvent.click(screen.getByTestId('x-submit'));
    await waitFor(() => expect(errorOf('x-name')).toBe('Please enter Own label'));
    expect(errorOf('x-issuer')).toBe('Please enter Issuer');
  });

  it('refuses an end before its start, in the server words', async () => {
    const seen: unknown[] = [];
    renderAt(<HonorForm onFinish={(v) => seen.push(v)} />);
    type('x-name', 'ISO');
    type('x-issuer', 'SGS');
    pickDate('x-issuedDate', '2026-03-01');
    pickDate('x-validTo', '2026-02-28');
    fireEvent.click(screen.getByTestId('x-submit'));
    await waitFor(() => expect(errorOf('x-validTo')).toBe('Valid to must not be earlier than Issued on'));
    expect(seen).toHaveLength(0);
    pickDate('x-validTo', '2026-03-01');
    fireEvent.click(screen.getByTestId('x-submit'));
    await waitFor(() => expect(seen).toHaveLength(1));
  });
});
