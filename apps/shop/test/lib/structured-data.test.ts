import { describe, expect, test } from 'vitest';
import {
  keepServedEventData,
  readStructuredData,
  removeStructuredData,
  servedEventData,
  setStructuredData,
} from '../../src/lib/structured-data.ts';

describe('structured data', () => {
  test('is one JSON-LD element in the head, replaced on update and gone when removed', () => {
    setStructuredData({ '@type': 'Event', name: 'First' });
    setStructuredData({ '@type': 'Event', name: 'Second </script><script>alert(1)</script>' });

    const elements = document.head.querySelectorAll('script[type="application/ld+json"]');
    expect(elements).toHaveLength(1);
    expect(elements[0]!.textContent).not.toContain('</script>');
    expect(readStructuredData()).toEqual({ '@type': 'Event', name: 'Second </script><script>alert(1)</script>' });

    removeStructuredData();
    expect(document.head.querySelector('script[type="application/ld+json"]')).toBeNull();
  });

  test("the server's element is kept for its event and language until the shop writes its own", () => {
    const element = document.createElement('script');
    element.type = 'application/ld+json';
    element.id = 'structured-data';
    element.dataset.event = 'demo';
    element.dataset.lang = 'de';
    document.head.append(element);
    expect(servedEventData('demo', 'en')).toBeNull();
    expect(servedEventData('other', 'de')).toBeNull();
    const served = servedEventData('demo', 'de')!;
    expect(keepServedEventData(served, 'demo', 'de')).toBe(true);

    removeStructuredData();
    expect(keepServedEventData(served, 'demo', 'de')).toBe(true);
    expect(document.getElementById('structured-data')).toBe(served);

    setStructuredData({ '@type': 'Event', name: 'Written by the shop' });
    expect(keepServedEventData(served, 'demo', 'de')).toBe(false);
    expect(servedEventData('demo', 'de')).toBeNull();
    removeStructuredData();
  });
});
