import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { countriesQuery, vatCountriesQuery } from '../../features/i18n/api.ts';
import { BookingPage } from '../../features/reservation/booking/components/booking-page.tsx';
import { useTranslation } from '../../lib/i18n.tsx';
import '../../styles/later-steps.scss';

/** Booking step (step 2), with the country lists of the visitor's language (preloaded when served). */
export default function ReservationBookRoute() {
  const { lang } = useTranslation();
  const countries = useQuery(countriesQuery(lang));
  const vatCountries = useQuery(vatCountriesQuery(lang));
  const countryLists = useMemo(
    () => ({ countries: countries.data ?? [], vatCountries: vatCountries.data ?? [] }),
    [countries.data, vatCountries.data],
  );
  return <BookingPage countryLists={countryLists} />;
}
