import * as v from 'valibot';

/**
 * The overview's own fields: the terms must be accepted, the privacy
 * policy only when the purchase context has one. Messages are bundle keys.
 */
export function overviewFormSchema(privacyPolicyRequired: boolean) {
  const accepted = (message: string) =>
    v.pipe(
      v.boolean(),
      v.check((value) => value, message),
    );
  return v.object({
    termAndConditionsAccepted: accepted('error.STEP_2_TERMS_CONDITIONS'),
    privacyPolicyAccepted: privacyPolicyRequired ? accepted('shop.overview.privacy-required') : v.boolean(),
  });
}

export interface OverviewFormValues {
  termAndConditionsAccepted: boolean;
  privacyPolicyAccepted: boolean;
}

/** A stored payment token means the buyer accepted both before leaving for the provider. */
export function overviewFormDefaults(tokenAcquired: boolean): OverviewFormValues {
  return { termAndConditionsAccepted: tokenAcquired, privacyPolicyAccepted: tokenAcquired };
}
