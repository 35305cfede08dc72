import { useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { CategoryFigures } from '../sales-series.ts';
import { Chart } from './chart.tsx';
import { ChartTable } from './chart-table.tsx';

/** Sold and checked-in tickets side by side for each category, and the same figures as a table. */
export function SalesByCategory({ categories }: { categories: readonly CategoryFigures[] }) {
  const { t, lang } = useTranslation();
  const data = useMemo(
    () => ({
      labels: categories.map((category) => category.name),
      series: [categories.map((category) => category.sold), categories.map((category) => category.checkedIn)],
    }),
    [categories],
  );
  const options = useMemo(() => ({ height: '16rem', axisY: { onlyInteger: true }, seriesBarDistance: 14 }), []);
  const number = new Intl.NumberFormat(lang);
  return (
    <figure className="mb-0">
      <figcaption className="small text-body-secondary d-flex flex-wrap gap-3">
        <span>
          <span className="admin-legend admin-legend-a" /> {t('dashboard.sold')}
        </span>
        <span>
          <span className="admin-legend admin-legend-b" /> {t('dashboard.checked-in')}
        </span>
      </figcaption>
      <Chart kind="bar" data={data} options={options} />
      <ChartTable
        caption={t('dashboard.categories.table')}
        head={[
          t('dashboard.category'),
          t('dashboard.sold'),
          t('dashboard.checked-in'),
          t('dashboard.held'),
          t('dashboard.available'),
        ]}
        rows={categories.map((category) => [
          category.name,
          number.format(category.sold),
          number.format(category.checkedIn),
          number.format(category.held),
          number.format(category.available),
        ])}
        empty={t('dashboard.categories.none')}
      />
    </figure>
  );
}
