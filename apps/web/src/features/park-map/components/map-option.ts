import type { BaseMap, MapPoint, TargetStatus } from '@carbon/domain';

/** How a marker's status reads and how figures are worded, in the screen's language. */
export type MapTexts = {
  emissions: string;
  target: string;
  status: string;
  address: string;
  notReported: string;
  statusLabel: (s: TargetStatus) => string;
  /** A tCO2e figure as the language writes it (万/亿 in Chinese, thousands separators in English). */
  amount: (v: string) => string;
};

/** Marker colours by target status: green met, red not met, amber not reported, grey no target. */
export const STATUS_COLOURS: Readonly<Record<TargetStatus, string>> = {
  met: '#52c41a',
  notMet: '#ff4d4f',
  notReported: '#faad14',
  noTarget: '#8c8c8c',
};

/** Marker diameters in pixels: the smallest and largest emitter of the screen, and a park with no figure. */
export const SIZE_MIN = 12;
export const SIZE_MAX = 44;
export const SIZE_NONE = 10;

/**
 * A marker's diameter: by area proportional to emissions between the screen's smallest and
 * largest (square root, so the eye compares areas), SIZE_NONE when the park reported nothing.
 */
export function symbolSize(value: number | null, min: number, max: number): number {
  if (value === null || !Number.isFinite(value)) return SIZE_NONE;
  if (max <= min) return (SIZE_MIN + SIZE_MAX) / 2;
  const share = (Math.sqrt(Math.max(value, min)) - Math.sqrt(min)) / (Math.sqrt(max) - Math.sqrt(min));
  return Math.round((SIZE_MIN + share * (SIZE_MAX - SIZE_MIN)) * 10) / 10;
}

/** China's extent with its islands (about 73°E–135°E, 3°N–54°N): a park outside it needs the world map. */
const CHINA = { west: 73, east: 135.1, south: 3, north: 53.6 };
export function inChina(lng: number, lat: number): boolean {
  return lng >= CHINA.west && lng <= CHINA.east && lat >= CHINA.south && lat <= CHINA.north;
}

/** The base map that shows every park: China's provinces, or the world when a park lies abroad. */
export function baseMapFor(points: readonly MapPoint[]): BaseMap {
  return points.every((p) => inChina(Number(p.longitude), Number(p.latitude))) ? 'china' : 'world';
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The tooltip of a park: name, organisation, address, emissions, target and status (escaped: names are user input). */
export function tooltipHtml(p: MapPoint, texts: MapTexts): string {
  const figure = (v: string | null) => (v === null ? texts.notReported : `${texts.amount(v)} tCO2e`);
  const lines = [
    `<b>${escapeHtml(p.parkName)}</b>`,
    escapeHtml(p.orgName),
    ...(p.address ? [`${escapeHtml(texts.address)}: ${escapeHtml(p.address)}`] : []),
    `${escapeHtml(texts.emissions)}: ${escapeHtml(figure(p.emissions))}`,
    `${escapeHtml(texts.target)}: ${escapeHtml(p.target === null ? '—' : figure(p.target))}`,
    `${escapeHtml(texts.status)}: ${escapeHtml(texts.statusLabel(p.targetStatus))}`,
  ];
  return lines.join('<br/>');
}

export type MapOptionInput = {
  points: readonly MapPoint[];
  /** The name the base map is registered under in ECharts. */
  mapName: string;
  texts: MapTexts;
  /** Dark screen (the cockpit and the map page). */
  dark?: boolean;
};

/** A data item of the scatter series: [lng, lat, emissions] and what the tooltip and click read. */
export type MapItem = {
  name: string;
  value: [number, number, number | null];
  point: MapPoint;
  symbolSize: number;
  itemStyle: { color: string };
};

/** The ECharts option of the map: the base map as `geo`, each park a ripple marker sized by emissions, coloured by status. */
export function buildMapOption({ points, mapName, texts, dark = true }: MapOptionInput) {
  const values = points.map((p) => (p.emissions === null ? null : Number(p.emissions)));
  const known = values.filter((v): v is number => v !== null);
  const [min, max] = known.length ? [Math.min(...known), Math.max(...known)] : [0, 0];
  const data: MapItem[] = points.map((p, i) => ({
    name: p.parkName,
    value: [Number(p.longitude), Number(p.latitude), values[i]!],
    point: p,
    symbolSize: symbolSize(values[i]!, min, max),
    itemStyle: { color: STATUS_COLOURS[p.targetStatus] },
  }));
  return {
    backgroundColor: 'transparent',
    tooltip: {
      trigger: 'item' as const,
      formatter: (params: { data?: MapItem }) => (params.data?.point ? tooltipHtml(params.data.point, texts) : ''),
    },
    geo: {
      map: mapName,
      roam: true,
      zoom: 1.1,
      label: { show: false },
      itemStyle: dark ? { areaColor: '#0f2a4a', borderColor: '#3fa7ff' } : { areaColor: '#e6f4ff', borderColor: '#69b1ff' },
      emphasis: { label: { show: false }, itemStyle: { areaColor: dark ? '#1d4f85' : '#bae0ff' } },
    },
    series: [
      {
        type: 'effectScatter' as const,
        coordinateSystem: 'geo' as const,
        rippleEffect: { brushType: 'stroke' as const, scale: 3 },
        zlevel: 2,
        data,
      },
    ],
  };
}
