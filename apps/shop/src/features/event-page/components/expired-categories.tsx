import type { TicketCategory } from '@shop/contract';
import { useTranslation } from '../../../lib/i18n.tsx';
import { localized } from '../../../lib/localized.ts';

/** Categories whose sale has ended (at least one), folded away with their end dates (a native disclosure). */
export function ExpiredCategories({ categories }: { categories: readonly TicketCategory[] }) {
  const { t, lang } = useTranslation();
  return (
    <details className="shop-expired-categories">
      <summary>{t('show-event.expired-categories')}</summary>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            <span className="shop-expired-name">{category.name}</span>{' '}
            <span className="shop-sale-period">
              {t('show-event.sales-ended', [localized(category.formattedExpiration, lang)])}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
