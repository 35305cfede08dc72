import { z } from 'zod';
import { Language } from './common.ts';
import { endpoint } from './endpoint.ts';

/** Flat `key → message` map; placeholders are `{{0}}`, `{{1}}`, … filled from an error's `arguments`. */
export const MessageBundle = z.record(z.string(), z.string());
export type MessageBundle = z.infer<typeof MessageBundle>;

export const Country = z.object({ isoCode: z.string(), name: z.string() });
export type Country = z.infer<typeof Country>;

const LangParams = z.object({ lang: z.string().min(1).max(35) });

export const i18nEndpoints = {
  getBundle: endpoint('getBundle', {
    params: LangParams,
    query: z.object({ withSystemOverride: z.stringbool().optional() }),
    responses: { 200: MessageBundle },
  }),
  getLanguages: endpoint('getLanguages', { responses: { 200: z.array(Language) } }),
  getCountries: endpoint('getCountries', { params: LangParams, responses: { 200: z.array(Country) } }),
  getVatCountries: endpoint('getVatCountries', { params: LangParams, responses: { 200: z.array(Country) } }),
  getEuVatCountries: endpoint('getEuVatCountries', { params: LangParams, responses: { 200: z.array(Country) } }),
};
