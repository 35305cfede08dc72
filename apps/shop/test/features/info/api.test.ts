import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { infoQuery } from '../../../src/features/info/api.ts';
import { infoFixture } from '../../support/fixtures.ts';
import { apiPath, server } from '../../support/msw-server.ts';
import { addPreload } from '../../support/page.ts';
import { testQueryClient } from '../../support/render-app.tsx';

describe('application info', () => {
  test('a page with preload-info never fetches it, not even once the 10 minutes have passed', async () => {
    let fetched = 0;
    server.use(http.get(apiPath('getInfo'), () => (fetched++, HttpResponse.json(infoFixture()))));
    addPreload('preload-info', infoFixture({ demoModeEnabled: true }));
    const queryClient = testQueryClient();

    const first = await queryClient.fetchQuery(infoQuery());
    const afterExpiry = await queryClient.fetchQuery({ ...infoQuery(), staleTime: 0 });

    expect(first.demoModeEnabled).toBe(true);
    expect(afterExpiry.demoModeEnabled).toBe(true);
    expect(fetched).toBe(0);
  });

  test('is cached for 10 minutes', () => {
    expect(infoQuery().staleTime).toBe(10 * 60 * 1000);
  });

  test('without the preload it comes from the API', async () => {
    const info = await testQueryClient().fetchQuery(infoQuery());

    expect(info.challengeConfiguration.apiKey).toBe('site-key');
  });
});
