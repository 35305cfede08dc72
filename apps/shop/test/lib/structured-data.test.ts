import { describe, expect, test } from 'vitest';
import { readStructuredData, removeStructuredData, setStructuredData } from '../../src/lib/structured-data.ts';

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
});
