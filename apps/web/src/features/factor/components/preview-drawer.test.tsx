import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { fieldLabel, translate } from '@carbon/domain';
import { fail, mockFetch, ok, renderAt } from '../../../test-utils';
import { PreviewDrawer } from './preview-drawer';

afterEach(() => vi.unstubAllGlobals());

type Reply = ReturnType<typeof ok>;
const EMPTY_PAGE = ok({ pageNo: 1, pageSize: 20, totalPage: 0, totalRows: 0, rows: [] });

function setup(preview: () => Reply, locale: 'en-US' | 'zh-CN' = 'en-US') {
  const fetch = mockFetch((path) => (path === '/calc/preview' ? preview() : EMPTY_PAGE));
  renderAt(<PreviewDrawer open onClose={() => undefined} />, '/', locale);
  return fetch;
}

const fill = (name: string, value: string) => fireEvent.change(screen.getByTestId(`preview-field-${name}`), { target: { value } });
const previewBody = (spy: ReturnType<typeof mockFetch>) => {
  const call = spy.mock.calls.find(([url]) => String(url).endsWith('/calc/preview'));
  return JSON.parse(String(call?.[1]?.body)) as Record<string, unknown>;
};
/** The form item (label, control, help) holding `el`. */
const itemOf = (el: HTMLElement) => el.closest('.ant-form-item') as HTMLElement;

/** A refusal as the server sends it: the failing input in the envelope's `field` (a request path, ADR 007). */
const refused = (message: string, field: string) => ({ body: { success: false, code: 1012001, message, data: null, field } });

describe('PreviewDrawer', () => {
  it('sends the steam source with the GWP set and shows tCO2e, gases and the explanation', async () => {
    const fetch = setup(() =>
      ok({
        tco2e: '2.5',
        gases: { CO2: '2.5' },
        gasesCo2e: { CO2: '2.5' },
        explanation: {
          method: 'steam.superheated+heat-factor',
          formula: 'AD = Ma × (h − 83.74) × 10⁻³; E [tCO2] = AD [GJ] × EF [tCO2/GJ]',
          inputs: [{ name: 'massT', value: '10', unit: 't', source: 'user' }],
          factors: [{ id: '42', version: 'CN-NDRC-2013-2015', name: 'CN-HEAT-DEFAULT heat' }],
          gwpSet: 'AR6',
        },
      }),
    );
    fill('pressureMPa', '25');
    fill('temperatureC', '400');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    // a derivation's figure: 4 decimals (issue 25 item 8)
    expect((await screen.findByTestId('preview-tco2e')).textContent).toBe('2.5000');
    expect(screen.getByTestId('preview-gas-CO2').textContent).toContain('2.5000');
    expect(screen.getByTestId('preview-formula').textContent).toContain('83.74');
    expect(screen.getByTestId('preview-gwp-set').textContent).toBe('AR6');
    expect(screen.getByTestId('preview-factors').textContent).toContain('CN-NDRC-2013-2015');
    const body = previewBody(fetch);
    expect(body.gwpSet).toBe('AR6');
    expect(body.source).toMatchObject({
      type: 'steam',
      state: 'superheated',
      pressureMPa: '25',
      pressureKind: 'absolute',
      temperatureC: '400',
      massT: '10',
    });
  });

  it('source.temperatureC goes under the temperature', async () => {
    setup(() => refused('Not superheated', 'source.temperatureC'));
    fill('pressureMPa', '1.0');
    fill('temperatureC', '150');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    const error = await screen.findByTestId('preview-error');
    expect(error.textContent).toBe('Not superheated');
    expect(itemOf(error).contains(screen.getByTestId('preview-field-temperatureC'))).toBe(true);
    expect(screen.queryByTestId('preview-result')).toBeNull();
  });

  it('source.pressureMPa goes under the pressure, in Chinese too', async () => {
    const message = '蒸汽压力应在 0.02 至 30 MPa 之间，当前为 31';
    setup(() => refused(message, 'source.pressureMPa'), 'zh-CN');
    fill('pressureMPa', '31');
    fill('temperatureC', '400');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    const error = await screen.findByTestId('preview-error');
    expect(error.textContent).toBe(message);
    expect(itemOf(error).contains(screen.getByTestId('preview-field-pressureMPa'))).toBe(true);
  });

  it.each<['zh-CN' | 'en-US', string]>([
    ['zh-CN', '温度 必须是有效数字'],
    ['en-US', 'Temperature must be a valid number'],
  ])('%s: the engine message as the server words it names the label, shown once under its field', async (locale, expected) => {
    // what the server sends: the domain's message with the field's label (errors.ts labelledParams)
    const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
    const message = translate(locale, 'calc.notANumber', { field: fieldLabel('source.temperatureC', t, 'calc') });
    expect(message).toBe(expected);
    setup(() => refused(message, 'source.temperatureC'), locale);
    fill('pressureMPa', '25');
    fill('temperatureC', '400');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    const error = await screen.findByTestId('preview-error');
    expect(error.textContent).toBe(expected);
    expect(itemOf(error).contains(screen.getByTestId('preview-field-temperatureC'))).toBe(true);
    expect(screen.getAllByText(expected)).toHaveLength(1);
    expect(screen.queryByText(/temperatureC/)).toBeNull();
  });

  it('factorId goes under the factor picker', async () => {
    setup(() => refused('Unknown factor 999', 'factorId'));
    fill('pressureMPa', '25');
    fill('temperatureC', '400');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    const error = await screen.findByTestId('preview-error');
    expect(itemOf(error).contains(screen.getByTestId('preview-field-factorId'))).toBe(true);
  });

  it('a field that is not on the form is a general error', async () => {
    setup(() => refused('No exchange rate', 'source.kwh'));
    fill('pressureMPa', '25');
    fill('temperatureC', '400');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    const error = await screen.findByTestId('preview-error');
    expect(error.closest('.ant-alert')).not.toBeNull();
  });

  it('shows a refusal it cannot place as a general error', async () => {
    setup(() => fail(1012001, 'No exchange rate for CNY 2024-05'));
    fill('pressureMPa', '25');
    fill('temperatureC', '400');
    fill('massT', '10');
    fireEvent.click(screen.getByTestId('preview-submit'));
    const error = await screen.findByTestId('preview-error');
    expect(error.textContent).toBe('No exchange rate for CNY 2024-05');
    expect(error.closest('.ant-alert')).not.toBeNull();
  });

  it('asks for the activity data before calling the server', async () => {
    const fetch = setup(() => ok(null));
    fireEvent.click(screen.getByTestId('preview-submit'));
    expect(await screen.findByText('Please enter Temperature')).toBeTruthy();
    await waitFor(() => expect(fetch.mock.calls.some(([url]) => String(url).endsWith('/calc/preview'))).toBe(false));
  });
});
