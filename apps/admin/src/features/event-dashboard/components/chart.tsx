import {
  BarChart,
  LineChart,
  type BarChartData,
  type BarChartOptions,
  type LineChartData,
  type LineChartOptions,
} from 'chartist';
import 'chartist/dist/index.css';
import './chart.css';
import { useEffect, useRef } from 'react';

/**
 * The one place the chart library draws (as SVG into a plain element). Screen readers skip the
 * drawing: every chart has a table of the same figures beside it.
 */
export type ChartProps =
  | { kind: 'line'; data: LineChartData; options: LineChartOptions }
  | { kind: 'bar'; data: BarChartData; options: BarChartOptions };

export function Chart(props: ChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { kind, data, options } = props;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const chart =
      kind === 'line'
        ? new LineChart(element, data as LineChartData, options as LineChartOptions)
        : new BarChart(element, data as BarChartData, options as BarChartOptions);
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [kind, data, options]);
  return <div ref={ref} className="admin-chart" aria-hidden="true" />;
}
