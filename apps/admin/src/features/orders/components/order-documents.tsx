import { useQuery } from '@tanstack/react-query';
import { QueryState } from '../../../components/query-state.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { documentUrl, orderDocumentsQuery } from '../api.ts';
import { useDateTime } from '../order-format.ts';
import { Section } from './order-sections.tsx';

/**
 * The order's billing documents, each with its PDF. The server decides who may see them: for a role
 * it refuses, the section is left out rather than shown as an error.
 */
export function DocumentsSection({ slug, reservationId }: { slug: string; reservationId: string }) {
  const { t } = useTranslation();
  const date = useDateTime();
  const documents = useQuery(orderDocumentsQuery(slug, reservationId));
  const title = t('orders.documents');
  if (documents.error instanceof ApiError && documents.error.status === 403) return null;
  if (!documents.isSuccess) {
    return (
      <section className="mb-4">
        <h2 className="h5">{title}</h2>
        <QueryState query={documents}>{() => null}</QueryState>
      </section>
    );
  }
  return (
    <Section
      title={title}
      empty={documents.data.length === 0 ? t('orders.documents.none') : null}
      head={[
        t('orders.documents.kind'),
        t('orders.documents.number'),
        t('orders.documents.date'),
        t('orders.documents.file'),
      ]}
    >
      {documents.data.map((document) => {
        const kind = t(`orders.documents.${document.type}`);
        const issued = date(document.generationTimestamp);
        return (
          <tr key={document.id}>
            <td>
              {kind}
              {document.status === 'NOT_VALID' && (
                <span className="d-block small text-body-secondary">{t('orders.documents.replaced')}</span>
              )}
            </td>
            <td>{document.number ?? t('orders.documents.no-number')}</td>
            <td>{issued}</td>
            <td>
              <a
                className="admin-nav-link"
                href={documentUrl(slug, reservationId, document.id)}
                aria-label={t('orders.documents.download-of', [kind, document.number ?? issued])}
              >
                {t('orders.documents.download')}
              </a>
            </td>
          </tr>
        );
      })}
    </Section>
  );
}
