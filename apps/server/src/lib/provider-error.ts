/** A payment provider refused a call or could not be reached; nothing it was asked to do is assumed done. */
export class ProviderError extends Error {}
