import { isPinOf, pinOfUuid, uuidPrefixOfPin, type PinScheme } from './pin.ts';

export { PIN_ALPHABET } from './pin.ts';

/** The PIN of a subscription: the first nine hex digits of its id, eight characters long. */
const SUBSCRIPTION_PIN: PinScheme = { prefixDigits: 9, length: 8 };

export const pinOf = (subscriptionId: string): string => pinOfUuid(subscriptionId, SUBSCRIPTION_PIN);

export const isPin = (code: string): boolean => isPinOf(code, SUBSCRIPTION_PIN);

/** The first nine hex digits of the ids a PIN stands for; null when it is not a PIN or too large. */
export const idPrefixOfPin = (code: string): string | null => uuidPrefixOfPin(code, SUBSCRIPTION_PIN);
