// The ES module: the CommonJS `lib/core` reaches the production build wrapped as `{ default }` (React error 130).
import ReactEChartsCore from 'echarts-for-react/esm/core';
import { BarChart, CustomChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

// Only the parts the overviews draw (tree-shaken; the overview chunks carry them, no other route).
echarts.use([BarChart, PieChart, CustomChart, GridComponent, LegendComponent, TooltipComponent, SVGRenderer]);

export { echarts, ReactEChartsCore };
