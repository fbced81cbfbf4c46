import { Group } from '@visx/group';
import { HeatmapRect } from '@visx/heatmap';
import { scaleLinear } from '@visx/scale';
import { useTranslations } from 'next-intl';
import { formatPercent } from '@/lib/format';
import type { DateReport, ProductDateCell, ProductReport } from '../../types';
import { axisText, ChartFrame, shortDay } from './chart-frame';

const CELL = 28;
const LABELS = 180;
const TOP = 40;
/** The most sold products (the heat map stays readable); the table beside it has them all. */
export const HEATMAP_PRODUCTS = 12;

interface Column {
  eventId: string;
  bins: { productId: string; sellThrough: number | null }[];
}

/**
 * Sell-through by product and date (units sold ÷ units the date's stands received): the darker, the more of what was
 * sent was sold. A cell with nothing received stays white with a grey border.
 */
export function SellThroughHeatmap({ products, dates, cells }: { products: ProductReport[]; dates: DateReport[]; cells: ProductDateCell[] }) {
  const t = useTranslations('reports.charts.heatmap');
  const rows = products.filter((product) => product.productId).slice(0, HEATMAP_PRODUCTS);
  const columns: Column[] = dates
    .filter((date) => date.status !== 'canceled')
    .map((date) => ({
      eventId: date.eventId,
      bins: rows.map((product) => ({ productId: product.productId!, sellThrough: cells.find((cell) => cell.productId === product.productId && cell.eventId === date.eventId)?.sellThrough ?? null })),
    }));
  if (!rows.length || !columns.length) return null;
  const width = LABELS + columns.length * CELL + 8;
  const height = TOP + rows.length * CELL + 8;
  // From near-white to the brand's darkest: every step keeps a visible border against the white page.
  const colour = scaleLinear<string>({ domain: [0, 1], range: ['#eef2ff', '#3730a3'], clamp: true });
  const dayOf = new Map(dates.map((date) => [date.eventId, date.day]));
  return (
    <ChartFrame title={t('title')} summary={t('summary', { products: rows.length, dates: columns.length })} note={t('note')} width={width} height={height}>
      {columns.map((column, index) => (
        <text key={column.eventId} x={LABELS + index * CELL + CELL / 2} y={TOP - 8} textAnchor="end" transform={`rotate(-45 ${LABELS + index * CELL + CELL / 2} ${TOP - 8})`} {...axisText} fontSize={11}>
          {shortDay(dayOf.get(column.eventId) ?? null)}
        </text>
      ))}
      {rows.map((product, index) => (
        <text key={product.productId} x={LABELS - 8} y={TOP + index * CELL + CELL / 2 + 4} textAnchor="end" {...axisText}>
          {product.title.length > 24 ? `${product.title.slice(0, 23)}…` : product.title}
        </text>
      ))}
      <Group left={LABELS} top={TOP}>
        <HeatmapRect<Column, Column['bins'][number]> data={columns} bins={(column) => column.bins} count={(bin) => bin.sellThrough ?? -1} xScale={(index) => index * CELL} yScale={(index) => index * CELL} binWidth={CELL} binHeight={CELL} gap={2}>
          {(heatmap) =>
            heatmap.flatMap((cellsOfColumn) =>
              cellsOfColumn.map((cell) => {
                const value = cell.bin.sellThrough;
                return (
                  <rect key={`${cell.column}-${cell.row}`} x={cell.x} y={cell.y} width={cell.width} height={cell.height} fill={value === null ? '#ffffff' : colour(value)} stroke="#94a3b8" strokeWidth={0.5}>
                    <title>{value === null ? t('nothingReceived') : formatPercent(value)}</title>
                  </rect>
                );
              }),
            )
          }
        </HeatmapRect>
      </Group>
    </ChartFrame>
  );
}
