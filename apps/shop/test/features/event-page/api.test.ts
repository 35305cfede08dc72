import { describe, expect, test } from 'vitest';
import { eventQuery } from '../../../src/features/event-page/api.ts';
import { eventFixture } from '../../support/fixtures.ts';
import { addPreload } from '../../support/page.ts';
import { testQueryClient } from '../../support/render-app.tsx';

describe('event', () => {
  test('is cached for 20 minutes under its short name', () => {
    expect(eventQuery('demo').staleTime).toBe(20 * 60 * 1000);
    expect(eventQuery('demo').queryKey).toContain('demo');
  });

  test('the preloaded event answers for its own short name only', async () => {
    addPreload('preload-event', eventFixture({ displayName: 'Preloaded' }), 'demo');
    const queryClient = testQueryClient();

    expect((await queryClient.fetchQuery(eventQuery('demo'))).displayName).toBe('Preloaded');
    await expect(queryClient.fetchQuery(eventQuery('other'))).rejects.toMatchObject({ status: 404 });
  });
});
