import { useState } from 'react';
import { Alert, Button, ConfigProvider, InputNumber, Segmented, Spin, theme } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { displayContract, type BaseMap } from '@carbon/domain';
import { usePerm } from '../../../components/use-perm';
import { useCall } from '../../../lib/query';
import { BaseMapDrawer } from './base-map-drawer';
import { ParkMapChart, StatusLegend } from './park-map-chart';
import './park-map.css';

const e = displayContract.endpoints;
type Choice = 'auto' | BaseMap;

/**
 * /map — the parks of the caller's data scope on an offline base map (issue 14): each a
 * marker sized by its year's emissions and coloured by its target status; hovering shows
 * the figures, clicking opens the organisation in the dashboard. An administrator may
 * replace the shipped base maps with approved ones.
 */
export function ParkMapPage() {
  const { t } = useTranslation('parkMap');
  const navigate = useNavigate();
  const can = usePerm();
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [choice, setChoice] = useState<Choice>('auto');
  const [drawer, setDrawer] = useState(false);
  const data = useCall(e.map, { year });

  return (
    <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
      <main className="park-map-page" data-testid="park-map-page">
        <header className="park-map-page__head">
          <Button data-testid="park-map-back" icon={<ArrowLeftOutlined />} onClick={() => void navigate('/')}>
            {t('back')}
          </Button>
          <h1>{t('title')}</h1>
          <div className="park-map-page__tools">
            <InputNumber
              data-testid="park-map-year"
              min={1990}
              max={2100}
              value={year}
              onChange={(v) => v && setYear(v)}
              addonBefore={t('year')}
            />
            <Segmented<Choice>
              data-testid="park-map-base"
              value={choice}
              onChange={setChoice}
              options={[
                { value: 'auto', label: t('base.auto') },
                { value: 'china', label: t('base.china') },
                { value: 'world', label: t('base.world') },
              ]}
            />
            {can('display:geo') && (
              <Button data-testid="park-map-basemaps" onClick={() => setDrawer(true)}>
                {t('base.manage')}
              </Button>
            )}
          </div>
        </header>
        {data.isError && <Alert type="error" showIcon message={data.error.message} />}
        {data.isPending ? (
          <Spin className="park-map-page__spin" />
        ) : data.data ? (
          <>
            <ParkMapChart
              points={data.data.points}
              customMaps={data.data.customMaps}
              map={choice === 'auto' ? undefined : choice}
              height="calc(100vh - 120px)"
              onOpen={(orgId) => void navigate(`/?orgId=${orgId}`)}
            />
            <StatusLegend />
          </>
        ) : null}
        {drawer && <BaseMapDrawer customMaps={data.data?.customMaps ?? []} onClose={() => setDrawer(false)} />}
      </main>
    </ConfigProvider>
  );
}
