import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type BaseMap, type CustomBaseMap, type Locale, type MapPoint, type TargetStatus } from '@carbon/domain';
import { fetchGeoJson } from '../api/geo-api';
import { ensureBaseMap } from './base-maps';
import { echarts, ReactEChartsCore } from './echarts';
import { baseMapFor, buildMapOption, STATUS_COLOURS, type MapItem, type MapTexts } from './map-option';

export type ParkMapChartProps = {
  points: readonly MapPoint[];
  customMaps: readonly CustomBaseMap[];
  /** A display link's token: the uploaded base map is read through it. */
  token?: string | undefined;
  /** The base map; by default China, or the world when a park lies abroad. */
  map?: BaseMap | undefined;
  height: number | string;
  /** Clicking a park (signed in): opens its organisation in the dashboard. */
  onOpen?: ((orgId: string) => void) | undefined;
};

/** The screen's texts for the markers and tooltips. */
export function useMapTexts(): MapTexts {
  const { t, i18n } = useTranslation('parkMap');
  return useMemo(
    () => ({
      emissions: t('tooltip.emissions'),
      target: t('tooltip.target'),
      status: t('tooltip.status'),
      address: t('tooltip.address'),
      notReported: t('notReported'),
      statusLabel: (s: TargetStatus) => t(`status.${s}`),
      amount: (v: string) => formatAmount(v, i18n.language as Locale) ?? v,
    }),
    [t, i18n.language],
  );
}

/** The legend of marker colours (the chart's own legend cannot colour by data). */
export function StatusLegend() {
  const { t } = useTranslation('parkMap');
  return (
    <div className="park-map-legend" data-testid="park-map-legend">
      {(Object.keys(STATUS_COLOURS) as TargetStatus[]).map((s) => (
        <span key={s}>
          <i style={{ background: STATUS_COLOURS[s] }} />
          {t(`status.${s}`)}
        </span>
      ))}
      <span>{t('legend.size')}</span>
    </div>
  );
}

/** The parks on the offline base map: markers sized by emissions, coloured by target status. */
export function ParkMapChart({ points, customMaps, token, map, height, onOpen }: ParkMapChartProps) {
  const { t } = useTranslation('parkMap');
  const texts = useMapTexts();
  const which = map ?? baseMapFor(points);
  const custom = customMaps.find((m) => m.map === which);
  const [mapName, setMapName] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setFailed(false);
    ensureBaseMap(
      (name, geo) => echarts.registerMap(name, geo as never),
      which,
      custom,
      (m) => fetchGeoJson(m, token),
    )
      .then((name) => live && setMapName(name))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [which, custom, token]);

  const option = useMemo(() => (mapName ? buildMapOption({ points, mapName, texts }) : null), [points, mapName, texts]);
  const onEvents = useMemo(() => ({ click: (e: { data?: MapItem }) => e.data?.point && onOpen?.(e.data.point.orgId) }), [onOpen]);
  if (failed) return <div className="park-map-empty">{t('loadFailed')}</div>;
  if (!option) return <div className="park-map-empty" style={{ height }} />;
  return (
    <div data-testid="park-map" style={{ height, position: 'relative' }}>
      <ReactEChartsCore
        echarts={echarts}
        option={option}
        notMerge
        style={{ height: '100%' }}
        onEvents={onEvents}
        opts={{ renderer: 'svg' }}
      />
      {points.length === 0 && <div className="park-map-overlay">{t('noParks')}</div>}
    </div>
  );
}
