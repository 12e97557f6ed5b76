// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, GaugeChart, LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the cockpit's panels draw (tree-shaken; the map's parts come with the map panel).
echarts.use([BarChart, LineChart, GaugeChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts, ReactEChartsCore };
