import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import { exportAttendees } from '../api.ts';

/** Asks the server for the CSV and hands it to the browser as a download, saying while it works. */
export function ExportButton({ slug }: { slug: string }) {
  const { t, lang } = useTranslation();
  const exporting = useMutation({
    mutationFn: () => exportAttendees(slug, lang),
    onSuccess: ({ blob, filename }) => {
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = filename;
      link.click();
      // The browser has taken the file once the click's task ran.
      setTimeout(() => URL.revokeObjectURL(url), 0);
    },
  });
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <button
        type="button"
        className="btn btn-outline-dark"
        onClick={() => exporting.mutate()}
        disabled={exporting.isPending}
        aria-describedby="export-state"
      >
        {exporting.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t(exporting.isPending ? 'attendees.exporting' : 'attendees.export')}
      </button>
      <span id="export-state" role="status" className="small">
        {exporting.isSuccess && t('attendees.exported')}
      </span>
      {exporting.isError && (
        <span role="alert" className="small text-danger">
          {t(errorMessage(exporting.error))}
        </span>
      )}
    </div>
  );
}
