import { AxisBottom, AxisLeft } from '@visx/axis';
import { Group } from '@visx/group';
import { scaleBand, scaleLinear } from '@visx/scale';
import { Bar } from '@visx/shape';
import { useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/format';
import type { DateReport } from '../../types';
import { axisText, ChartFrame, shortDay } from './chart-frame';

const WIDTH = 720;
const HEIGHT = 260;
const MARGIN = { top: 12, right: 12, bottom: 36, left: 96 };

/** Net takings over the tour's dates, one bar a date in day order; the dates' table below gives the figures. */
export function TakingsChart({ dates }: { dates: DateReport[] }) {
  const t = useTranslations('reports.charts.takings');
  const shown = dates.filter((date) => date.status !== 'canceled');
  if (!shown.length) return null;
  const innerWidth = WIDTH - MARGIN.left - MARGIN.right;
  const innerHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const x = scaleBand<string>({ domain: shown.map((date) => date.eventId), range: [0, innerWidth], padding: 0.25 });
  const highest = Math.max(1, ...shown.map((date) => date.takings.total.net));
  const y = scaleLinear<number>({ domain: [0, highest], range: [innerHeight, 0], nice: true });
  const best = shown.reduce((top, date) => (date.takings.total.net > top.takings.total.net ? date : top));
  const dayOf = new Map(shown.map((date) => [date.eventId, date.day]));
  return (
    <ChartFrame title={t('title')} summary={t('summary', { dates: shown.length, best: best.name, net: formatMoney(best.takings.total.net) })} note={t('note')} width={WIDTH} height={HEIGHT}>
      <Group left={MARGIN.left} top={MARGIN.top}>
        {shown.map((date) => {
          const top = y(Math.max(0, date.takings.total.net));
          return <Bar key={date.eventId} x={x(date.eventId)} y={top} width={x.bandwidth()} height={innerHeight - top} className="fill-brand-700" />;
        })}
        <AxisLeft scale={y} numTicks={5} tickFormat={(value) => formatMoney(Number(value))} tickLabelProps={() => ({ ...axisText, textAnchor: 'end', dx: -4, dy: 4 })} stroke="#64748b" tickStroke="#64748b" />
        <AxisBottom top={innerHeight} scale={x} tickFormat={(eventId) => shortDay(dayOf.get(eventId) ?? null)} tickLabelProps={() => ({ ...axisText, textAnchor: 'middle' })} stroke="#64748b" tickStroke="#64748b" numTicks={Math.min(shown.length, 15)} />
      </Group>
    </ChartFrame>
  );
}
