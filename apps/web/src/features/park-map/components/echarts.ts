// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { EffectScatterChart } from 'echarts/charts';
import { GeoComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the map draws (tree-shaken; the map and cockpit chunks carry them, no other route).
echarts.use([EffectScatterChart, GeoComponent, TooltipComponent, SVGRenderer]);

export { echarts, ReactEChartsCore };
