import { useId } from 'react';
import { useTranslation } from '../../../lib/i18n.tsx';

/** A chart's figures as a table, folded under the chart: the way to read it without seeing it. */
export function ChartTable({
  caption,
  head,
  rows,
  empty,
}: {
  caption: string;
  head: readonly string[];
  rows: readonly (readonly string[])[];
  empty: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  if (rows.length === 0) return <p className="text-body-secondary mb-0">{empty}</p>;
  return (
    <details className="mt-2">
      <summary aria-describedby={id}>{t('dashboard.show-table')}</summary>
      <span id={id} className="visually-hidden">
        {caption}
      </span>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
        <table className="table table-sm mt-2">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {head.map((cell, index) => (
                <th key={cell} scope="col" className={index > 0 ? 'admin-number' : undefined}>
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(([first, ...rest]) => (
              <tr key={first}>
                <th scope="row">{first}</th>
                {rest.map((cell, index) => (
                  <td key={index} className="admin-number">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
