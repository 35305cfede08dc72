import { FieldError } from '../../../components/ui/form-errors.tsx';
import { RecaptchaWidget } from '../../../components/ui/recaptcha-widget.tsx';
import type { GlobalError } from '../../../lib/api-client.ts';

interface RecaptchaFieldProps {
  siteKey: string;
  /** Changes after each use: a token is good for one request only. */
  resetSignal: number;
  errors: readonly GlobalError[] | undefined;
  onToken: (token: string | null) => void;
}

/** The reCAPTCHA widget of the ticket selection; its token goes into the body field `captcha`. */
export function RecaptchaField({ siteKey, resetSignal, errors, onToken }: RecaptchaFieldProps) {
  return (
    <div className="shop-recaptcha">
      <RecaptchaWidget siteKey={siteKey} resetSignal={resetSignal} onToken={onToken} />
      <FieldError id="recaptcha-error" errors={errors} />
    </div>
  );
}
