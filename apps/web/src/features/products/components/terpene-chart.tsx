import { DonutChart } from '@mantine/charts';
import '@mantine/core/styles/ColorSwatch.layer.css';
import '@mantine/charts/styles.layer.css';
import type { products } from '@portal/contract';
import { terpeneSlices } from '../lib/terpenes';

/**
 * The terpene profile as a donut in the SPEC §9 palette. A lazy chunk of its own (recharts is
 * large); the legend beside it, outside this chunk, gives the same figures as text.
 */
export function TerpeneChart({ terpenes }: { terpenes: products.ProductDetail['terpenes'] }) {
  return (
    <DonutChart
      data={terpeneSlices(terpenes)}
      size={180}
      thickness={28}
      withTooltip
      tooltipDataSource="segment"
      valueFormatter={(v) => `${v}%`}
      paddingAngle={1}
      data-testid="terpene-chart"
    />
  );
}
