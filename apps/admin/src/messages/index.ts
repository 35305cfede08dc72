import { de } from './de.ts';
import { en, type Bundle } from './en.ts';

export type MessageKey = keyof typeof en;
/** A text to show: its key, or its key with the values of its `{{0}}`, `{{1}}` placeholders. */
export type Message = MessageKey | readonly [MessageKey, readonly (string | number)[]];

export const messages = { en, de } as const satisfies Record<string, Bundle>;
export type Language = keyof typeof messages;
export const languages = Object.keys(messages) as Language[];

/** Each language in its own words, for the language menu. */
export const languageNames: Record<Language, string> = { en: 'English', de: 'Deutsch' };
