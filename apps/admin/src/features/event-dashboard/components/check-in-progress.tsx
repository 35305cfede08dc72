import { useTranslation } from '../../../lib/i18n.tsx';
import { checkInShare, type CategoryFigures } from '../sales-series.ts';

/** How many of the sold tickets have been checked in, for the event and for each category. */
export function CheckInProgress({
  total,
  categories,
}: {
  total: { sold: number; checkedIn: number };
  categories: readonly CategoryFigures[];
}) {
  const { t, lang } = useTranslation();
  const number = new Intl.NumberFormat(lang);
  const rows = [
    { key: 'all', name: t('dashboard.check-in.all'), ...total },
    ...categories.map((c) => ({ ...c, key: c.id })),
  ];
  return (
    <ul className="list-unstyled mb-0">
      {rows.map((row) => {
        const share = checkInShare(row);
        const label = t('dashboard.check-in.of', [number.format(row.checkedIn), number.format(row.sold)]);
        return (
          <li key={row.key} className="mb-2">
            <div className="d-flex justify-content-between gap-2">
              <span className={row.key === 'all' ? 'fw-semibold' : undefined}>{row.name}</span>
              <span className="admin-number">{label}</span>
            </div>
            <div
              className="progress"
              role="progressbar"
              aria-label={`${row.name}: ${label}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={share}
              aria-valuetext={t('dashboard.check-in.share', [share])}
            >
              <div className="progress-bar bg-success" style={{ width: `${share}%` }} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
