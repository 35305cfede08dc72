import { RecaptchaWidget } from '../../../components/ui/recaptcha-widget.tsx';

interface PaymentCaptchaProps {
  siteKey: string;
  onToken: (token: string | null) => void;
}

/**
 * reCAPTCHA for offline, on-site and free confirmations. A token
 * expires or fails back to null, which makes the payment not ready again.
 */
export function PaymentCaptcha({ siteKey, onToken }: PaymentCaptchaProps) {
  return (
    <div className="shop-recaptcha">
      <RecaptchaWidget siteKey={siteKey} onToken={onToken} />
    </div>
  );
}
