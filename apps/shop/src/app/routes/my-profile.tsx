import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { CountryListsContext } from '../../components/ui/country-lists.tsx';
import { MyProfilePage } from '../../features/account/components/my-profile-page.tsx';
import { countriesQuery, vatCountriesQuery } from '../../features/i18n/api.ts';
import { infoQuery } from '../../features/info/api.ts';
import { useTranslation } from '../../lib/i18n.tsx';
import '../../styles/later-steps.scss';

/** The signed-in buyer's profile, with the invoicing settings and the country lists it needs. */
export default function MyProfileRoute() {
  const { lang } = useTranslation();
  const info = useQuery(infoQuery());
  const countries = useQuery(countriesQuery(lang));
  const vatCountries = useQuery(vatCountriesQuery(lang));
  const countryLists = useMemo(
    () => ({ countries: countries.data ?? [], vatCountries: vatCountries.data ?? [] }),
    [countries.data, vatCountries.data],
  );
  const invoicing = info.data?.invoicingConfiguration;
  return (
    <CountryListsContext value={countryLists}>
      <MyProfilePage invoicing={invoicing?.invoiceAllowed ? invoicing : null} />
    </CountryListsContext>
  );
}
