import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { bundleFor } from '../../messages/index.ts';
import { countries, euVatCountries, vatCountries } from './countries.ts';
import { allLanguages } from '../../lib/languages.ts';

export function i18nRoutes(ctx: AppContext): void {
  const { app, routeOptions } = ctx;
  bind(app, endpoints.getLanguages, async () => allLanguages, routeOptions);
  bind(app, endpoints.getBundle, async ({ params }) => bundleFor(params.lang.toLowerCase()), routeOptions);
  bind(app, endpoints.getCountries, async ({ params }) => countries(params.lang), routeOptions);
  bind(app, endpoints.getVatCountries, async ({ params }) => vatCountries(params.lang), routeOptions);
  bind(app, endpoints.getEuVatCountries, async ({ params }) => euVatCountries(params.lang), routeOptions);
}
