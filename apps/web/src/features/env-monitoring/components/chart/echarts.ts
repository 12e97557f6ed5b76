// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { LineChart } from 'echarts/charts';
import { GridComponent, LegendComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the monitoring charts draw: lines over time and the limit as a mark line
// (tree-shaken; the monitoring chunks carry them, no other route).
echarts.use([LineChart, GridComponent, LegendComponent, MarkLineComponent, TooltipComponent, SVGRenderer]);

export { echarts, ReactEChartsCore };
