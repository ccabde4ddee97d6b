import { useEffect, useRef } from 'react';
import { BarChart, LineChart } from 'chartist';
import 'chartist/dist/index.css';
import './progress-charts.css';

export interface ChartSeries {
  name: string;
  /** 'ct-target' draws a dashed target line; others take the series colours of progress-charts.css. */
  className?: string;
  data: (number | null)[];
}

interface ChartProps {
  kind: 'line' | 'bar';
  labels: string[];
  series: ChartSeries[];
  /** What the chart shows, in a sentence: the image's name for a screen reader (a table beside it holds the numbers). */
  label: string;
  low?: number;
  high?: number;
  height: number;
  /** A small trend line with no axes. */
  sparkline?: boolean;
}

/** At most this many x-axis labels are written; the others are left out. */
const MAX_LABELS = 8;

/**
 * One chartist chart as an image with a name: its SVG is drawn from data and redrawn when the data
 * changes; the numbers it shows are given as text beside it by the caller.
 */
export function Chart({ kind, labels, series, label, low, high, height, sparkline = false }: ChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const data = JSON.stringify({ labels, series });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const parsed = JSON.parse(data) as { labels: string[]; series: ChartSeries[] };
    const every = Math.max(1, Math.ceil(parsed.labels.length / MAX_LABELS));
    const axisX = {
      showGrid: false,
      showLabel: !sparkline,
      offset: sparkline ? 0 : 24,
      labelInterpolationFnc: (value: unknown, index: number) => (index % every === 0 ? String(value) : null),
    };
    const axisY = { showLabel: !sparkline, showGrid: !sparkline, offset: sparkline ? 0 : 32, onlyInteger: true };
    const padding = sparkline ? { top: 4, right: 4, bottom: 4, left: 4 } : { top: 12, right: 28, bottom: 0, left: 0 };
    const chart =
      kind === 'line'
        ? new LineChart(element, parsed, {
            low,
            high,
            height,
            fullWidth: true,
            lineSmooth: false,
            showPoint: parsed.labels.length <= 60,
            chartPadding: padding,
            axisX,
            axisY,
          })
        : new BarChart(element, parsed, { low, high, height, chartPadding: padding, axisX, axisY });
    return () => {
      chart.detach();
      element.replaceChildren();
    };
  }, [kind, data, low, high, height, sparkline]);

  return <div ref={ref} role="img" aria-label={label} className="progress-chart" style={{ height }} />;
}
