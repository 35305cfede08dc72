/**
 * Google reCAPTCHA verification of a widget's response token (the `captcha` body field of
 * reserve-tickets and of the overview confirmation). The token is posted with the organizer's
 * secret to `verifyUrl`; anything but a 2xx answer with `success: true` fails, an unreachable
 * verifier included.
 */
export interface RecaptchaCheck {
  verifyUrl: string;
  /** Setting RECAPTCHA_SECRET; without it no token can pass. */
  secret: string | null;
  token: string | null;
  remoteIp?: string | undefined;
}

const VERIFY_TIMEOUT_MS = 10_000;

export async function verifyRecaptcha(check: RecaptchaCheck): Promise<boolean> {
  if (!check.secret || !check.token?.trim()) return false;
  const form = new URLSearchParams({ secret: check.secret, response: check.token.trim() });
  if (check.remoteIp) form.set('remoteip', check.remoteIp);
  try {
    const response = await fetch(check.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return false;
    const outcome = (await response.json()) as { success?: unknown };
    return outcome.success === true;
  } catch {
    return false;
  }
}
