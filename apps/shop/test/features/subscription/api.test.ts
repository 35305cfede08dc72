import { describe, expect, test } from 'vitest';
import { subscriptionQuery } from '../../../src/features/subscription/api.ts';
import { subscriptionId } from '../../support/fixtures.ts';
import { testQueryClient } from '../../support/render-app.tsx';

describe('subscription', () => {
  test('is cached for 20 minutes under its id', async () => {
    expect(subscriptionQuery(subscriptionId).staleTime).toBe(20 * 60 * 1000);
    expect(subscriptionQuery(subscriptionId).queryKey).toContain(subscriptionId);
    expect((await testQueryClient().fetchQuery(subscriptionQuery(subscriptionId))).title.en).toBe('Season pass');
  });
});
