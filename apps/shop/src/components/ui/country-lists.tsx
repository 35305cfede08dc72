import type { Country } from '@shop/contract';
import { createContext, useContext } from 'react';

/**
 * Country lists in the visitor's language: all countries for `country` fields, the VAT
 * countries (`EL` for Greece) for the invoice. The route loads them (preloaded when the server
 * put them in the page) and hands them in.
 */
export interface CountryLists {
  countries: readonly Country[];
  vatCountries: readonly Country[];
}

export const CountryListsContext = createContext<CountryLists>({ countries: [], vatCountries: [] });

export function useCountryLists(): CountryLists {
  return useContext(CountryListsContext);
}
