import { useId, useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorCodes } from '../../../lib/api-client.ts';
import { browserNavigation } from '../../../lib/browser-navigation.ts';
import { useTranslation } from '../../../lib/i18n.tsx';
import { sessionStore, storageKeys } from '../../../lib/storage.ts';
import { showToast } from '../../../lib/toasts.ts';
import { deleteAccount } from '../api.ts';

/**
 * Deleting the account: a dialog whose confirm button works only once the buyer has ticked that
 * they understand. Afterwards the browser loads the next page afresh (the identity provider's
 * logout when the server names one, else home), where a flag set here has the deletion confirmed.
 */
export function DeleteProfile() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [understood, setUnderstood] = useState(false);
  const [busy, setBusy] = useState(false);
  const checkboxId = useId();

  const close = () => {
    setOpen(false);
    setUnderstood(false);
  };
  const confirm = async () => {
    if (!understood || busy) return;
    setBusy(true);
    try {
      const target = await deleteAccount();
      sessionStore.set(storageKeys.accountDeleted, 'y');
      browserNavigation.leaveFor(target ?? '/');
    } catch (error) {
      // The buyer sees only a generic message; what went wrong is for whoever reads the console.
      console.error('The account could not be deleted', error);
      setBusy(false);
      close();
      showToast('ERROR', errorCodes.generic);
    }
  };

  return (
    <section className="shop-booking-section" aria-labelledby="profile-delete-heading">
      <h2 id="profile-delete-heading">{t('my-profile.delete-profile')}</h2>
      <button type="button" className="btn btn-outline-danger" onClick={() => setOpen(true)}>
        {t('my-profile.delete-profile')}
      </button>
      <Modal open={open} title={t('my-profile.delete-profile')} onClose={close}>
        <p>{t('my-profile.delete-profile.description')}</p>
        <div className="form-check shop-form-field">
          <input
            className="form-check-input"
            id={checkboxId}
            type="checkbox"
            checked={understood}
            onChange={(event) => setUnderstood(event.target.checked)}
          />
          <label className="form-check-label" htmlFor={checkboxId}>
            {t('my-profile.delete-profile.confirm')}
          </label>
        </div>
        <div className="shop-modal-actions">
          <button type="button" className="btn btn-outline-secondary" onClick={close}>
            {t('common.back')}
          </button>
          <button type="button" className="btn btn-danger" disabled={!understood} onClick={() => void confirm()}>
            {busy ? <Spinner small /> : null} {t('my-profile.delete-profile')}
          </button>
        </div>
      </Modal>
    </section>
  );
}
