import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { EventSales } from '../api.ts';
import { labelStep, salesOverTime } from '../sales-series.ts';
import { Chart } from './chart.tsx';
import { ChartTable } from './chart-table.tsx';

/** The tickets sold up to each period as a line, and the same figures as a table. */
export function SalesOverTime({ sales }: { sales: EventSales }) {
  const { t, lang } = useTranslation();
  const points = useMemo(() => salesOverTime(sales), [sales]);
  const dateFormat = useMemo(
    () =>
      new Intl.DateTimeFormat(lang, {
        timeZone: 'UTC',
        ...(sales.granularity === 'month' ? { month: 'short', year: 'numeric' } : { day: 'numeric', month: 'short' }),
      }),
    [lang, sales.granularity],
  );
  const labels = useMemo(
    () => points.map((point) => dateFormat.format(new Date(`${point.start}T00:00:00Z`))),
    [points, dateFormat],
  );
  const data = useMemo(() => ({ labels, series: [points.map((point) => point.cumulative)] }), [labels, points]);
  const options = useMemo(() => {
    const step = labelStep(labels.length);
    return {
      height: '16rem',
      low: 0,
      showArea: true,
      fullWidth: true,
      chartPadding: { right: 24 },
      axisY: { onlyInteger: true },
      axisX: { labelInterpolationFnc: (label: unknown, index: number) => (index % step === 0 ? String(label) : null) },
    };
  }, [labels]);
  const number = new Intl.NumberFormat(lang);
  const money = sales.currency ? new Intl.NumberFormat(lang, { style: 'currency', currency: sales.currency }) : null;
  return (
    <figure className="mb-0">
      <figcaption className="small text-body-secondary">{t(`dashboard.sales.per-${sales.granularity}`)}</figcaption>
      <Chart kind="line" data={data} options={options} />
      <ChartTable
        caption={t('dashboard.sales.table')}
        head={[
          t(`dashboard.sales.period-${sales.granularity}`),
          t('dashboard.sales.tickets'),
          t('dashboard.sales.cumulative'),
          ...(money ? [t('dashboard.sales.amount')] : []),
        ]}
        rows={points.flatMap((point, index) =>
          point.tickets === 0
            ? []
            : [
                [
                  labels[index] ?? point.start,
                  number.format(point.tickets),
                  number.format(point.cumulative),
                  ...(money ? [money.format(point.amount)] : []),
                ],
              ],
        )}
        empty={t('dashboard.sales.none')}
      />
    </figure>
  );
}
