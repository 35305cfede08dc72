import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSettings, readSettingsForEach } from '../../src/modules/settings/scoped-settings.ts';
import { testApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let organizationId: number;
let eventId: number;
let categoryId: number;
let otherEventId: number;
beforeAll(async () => {
  t = await testApp();
  const [event] = await t.db.query<{ id: number; organization_id: number }>(
    "SELECT id, organization_id FROM event WHERE short_name = 'alpine-summit'",
  );
  const [category] = await t.db.query<{ id: number }>(
    'SELECT id FROM ticket_category WHERE event_id = $1 ORDER BY ordinal LIMIT 1',
    [event!.id],
  );
  const [other] = await t.db.query<{ id: number }>("SELECT id FROM event WHERE short_name = 'alpine-devops-day'");
  organizationId = event!.organization_id;
  eventId = event!.id;
  categoryId = category!.id;
  otherEventId = other!.id;
  await t.db.query(
    `INSERT INTO configuration (scope, organization_id, event_id, ticket_category_id, key, value) VALUES
       ('SYSTEM', NULL, NULL, NULL, 'TEST_KEY', 'system'),
       ('ORGANIZATION', $1, NULL, NULL, 'TEST_KEY', 'organization'),
       ('EVENT', NULL, $2, NULL, 'TEST_KEY', 'event'),
       ('CATEGORY', NULL, NULL, $3, 'TEST_KEY', 'category'),
       ('SYSTEM', NULL, NULL, NULL, 'TEST_NUMBER', '12'),
       ('EVENT', NULL, $2, NULL, 'TEST_FLAG', 'TRUE'),
       ('EVENT', NULL, $2, NULL, 'TEST_BLANK', '  ')`,
    [organizationId, eventId, categoryId],
  );
});
afterAll(() => t.close());

describe('settings of a purchase context', () => {
  it('take the narrowest scope that sets a key: category, event, organization, system', async () => {
    expect((await readSettings(t.db, { organizationId, eventId, categoryId })).text('TEST_KEY')).toBe('category');
    expect((await readSettings(t.db, { organizationId, eventId })).text('TEST_KEY')).toBe('event');
    expect((await readSettings(t.db, { organizationId, eventId: otherEventId })).text('TEST_KEY')).toBe('organization');
    const [riviera] = await t.db.query<{ id: number }>("SELECT id FROM organization WHERE slug = 'riviera-arts'");
    expect((await readSettings(t.db, { organizationId: riviera!.id })).text('TEST_KEY')).toBe('system');
  });

  it('resolve a whole list in one call, each target on its own', async () => {
    const [first, second] = await readSettingsForEach(
      t.db,
      [
        { organizationId, eventId },
        { organizationId, eventId: otherEventId },
      ],
      ['TEST_KEY'],
    );
    expect(first!.text('TEST_KEY')).toBe('event');
    expect(second!.text('TEST_KEY')).toBe('organization');
    expect(first!.text('TEST_NUMBER')).toBeNull();
    expect(await readSettingsForEach(t.db, [])).toEqual([]);
  });

  it('read flags and numbers with fallbacks, and a blank value as unset', async () => {
    const settings = await readSettings(t.db, { organizationId, eventId });
    expect(settings.flag('TEST_FLAG', false)).toBe(true);
    expect(settings.flag('MISSING', true)).toBe(true);
    expect(settings.integer('TEST_NUMBER', 5)).toBe(12);
    expect(settings.integer('TEST_KEY', 5)).toBe(5);
    expect(settings.text('TEST_BLANK')).toBeNull();
    expect(settings.flag('TEST_BLANK', true)).toBe(true);
  });
});
