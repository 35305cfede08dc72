import { pageHref } from '@shop/contract/routes';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';

/** The visitor's session ended while choosing (the server refused its token): start again from home. */
export function SessionExpiredModal({ open }: { open: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = () => void navigate(pageHref.home());
  return (
    <Modal open={open} title={t('session-expired.header.title')} onClose={goHome}>
      <p>{t('shop.event-page.session-expired.text')}</p>
      <div className="shop-modal-actions">
        <button type="button" className="btn btn-primary" onClick={goHome}>
          {t('to-home')}
        </button>
      </div>
    </Modal>
  );
}
