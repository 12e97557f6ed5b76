import { describe, expect, it } from 'vitest';
import { addSums, NO_ELECTRICITY, renewableUsage, toTenThousandKwh } from './renewable.js';

describe('renewable usage in 10,000 kWh', () => {
  it('123,456 kWh = 12.3456 (10^4 kWh)', () => expect(toTenThousandKwh('123456')).toBe('12.3456'));

  it('20,000 green + 30,000 certificates + 50,000 from 2R projects over 200,000 bought + 50,000 own: 10 of 25, share 0.4', () => {
    expect(renewableUsage({ consumptionKwh: '200000', greenPowerKwh: '20000', greenCertificateKwh: '30000', projectKwh: '50000' })).toEqual(
      { greenPower: '2', greenCertificates: '3', projects: '5', renewable: '10', totalElectricity: '25', share: '0.4' },
    );
  });

  it('a third is kept to 10 decimals; no electricity, no share', () => {
    expect(renewableUsage({ consumptionKwh: '3', greenPowerKwh: '1', greenCertificateKwh: '0', projectKwh: '0' }).share).toBe(
      '0.3333333333',
    );
    expect(renewableUsage(NO_ELECTRICITY).share).toBeNull();
  });

  it('sums add field by field', () => {
    const a = { consumptionKwh: '1.5', greenPowerKwh: '1', greenCertificateKwh: '0.25', projectKwh: '0' };
    expect(addSums(a, a)).toEqual({ consumptionKwh: '3', greenPowerKwh: '2', greenCertificateKwh: '0.5', projectKwh: '0' });
  });
});
