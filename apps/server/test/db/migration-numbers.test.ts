import { describe, expect, it } from 'vitest';
import { orderedMigrations, shippedMigrations } from '../../src/db/migrate.ts';

describe('migration numbers', () => {
  it('no two shipped migrations share a number', async () => {
    const files = await shippedMigrations();
    expect(files.length).toBeGreaterThan(0);
    expect(new Set(files.map((file) => file.slice(0, 3))).size).toBe(files.length);
  });

  it('refuses to start on two migrations with one number, naming both', () => {
    expect(() => orderedMigrations(['002_b.sql', '001_a.sql', '002_a.sql', 'README.md'])).toThrow(
      'Migrations share a number: 002_a.sql and 002_b.sql',
    );
  });

  it('applies the others in the order of their numbers', () => {
    expect(orderedMigrations(['010_c.sql', '002_b.sql', 'notes.txt', '001_a.sql'])).toEqual([
      '001_a.sql',
      '002_b.sql',
      '010_c.sql',
    ]);
  });
});
