import { AxisBottom } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslations } from 'next-intl';
import { formatPercent } from '@/lib/format';
import type { SizeCurve } from '../../size-curve';
import { axisText, ChartFrame } from './chart-frame';

const WIDTH = 320;
const HEIGHT = 180;
const MARGIN = { top: 24, right: 8, bottom: 28, left: 8 };

/** One product's size curve: each size's share of its units, in size order, the share written on its bar. */
export function SizeCurveChart({ curve }: { curve: SizeCurve }) {
  const t = useTranslations('reports.charts.sizes');
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: curve.sizes.map((size) => size.size), range: [0, innerWidth], padding: 0.2 });
  const y = scaleLinear<number>({ domain: [0, Math.max(0.01, ...curve.sizes.map((size) => size.share))], range: [innerHeight, 0] });
  const summary = curve.sizes.map((size) => `${size.size} ${formatPercent(size.share)}`).join(', ');
  return (
    <ChartFrame title={t('title', { product: curve.title })} summary={summary} note={t('note')} width={WIDTH} height={HEIGHT}>
      <text x={MARGIN.left} y={14} {...axisText} fontWeight={600}>
        {curve.title}
      </text>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {curve.sizes.map((size) => {
          const top = y(size.share);
          return (
            <g key={size.size}>
              <Bar x={x(size.size)} y={top} width={x.bandwidth()} height={innerHeight - top} className="fill-brand-700" />
              <text x={(x(size.size) ?? 0) + x.bandwidth() / 2} y={Math.max(10, top - 4)} textAnchor="middle" {...axisText} fontSize={11}>
                {formatPercent(size.share)}
              </text>
            </g>
          );
        })}
        <AxisBottom top={innerHeight} scale={x} tickLabelProps={() => ({ ...axisText, textAnchor: 'middle' })} stroke="#64748b" hideTicks />
      </Group>
    </ChartFrame>
  );
}
