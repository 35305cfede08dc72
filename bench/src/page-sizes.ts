import { keptAlive } from './load-driver.ts';
import { kb, table } from './table.ts';

/** A served page's HTML (template, preloaded data, head elements) as sent: raw, and compressed as browsers ask. */
export interface PageSize {
  page: string;
  raw: number;
  brotli: number;
  gzip: number;
}

/** Each page's HTML as the server sends it for each encoding, by the bytes on the wire. */
export async function measurePageSizes(baseUrl: string, pages: { page: string; path: string }[]): Promise<PageSize[]> {
  const sent = async (path: string, encoding: string) => {
    const get = keptAlive(`${baseUrl}${path}`, { headers: { accept: 'text/html', 'accept-encoding': encoding } }, 1);
    const response = await get();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return (await response.arrayBuffer()).byteLength;
  };
  const sizes: PageSize[] = [];
  for (const { page, path } of pages) {
    sizes.push({
      page,
      raw: await sent(path, 'identity'),
      brotli: await sent(path, 'br'),
      gzip: await sent(path, 'gzip'),
    });
  }
  return sizes;
}

export const PAGE_SIZES_TITLE =
  "The served pages' HTML with their preloaded data, as sent (brotli is what browsers get)";

/** With a baseline: each figure of both servers and ours over the baseline's. */
export function pageSizesTable(ours: PageSize[], baseline?: PageSize[]): string {
  if (!baseline) {
    return table(
      ['page', 'raw', 'brotli', 'gzip'],
      ours.map((s) => [s.page, kb(s.raw), kb(s.brotli), kb(s.gzip)]),
    );
  }
  const columns = ['raw', 'brotli', 'gzip'] as const;
  return table(
    ['page', ...columns.flatMap((column) => [`${column} baseline`, `${column} ours`, 'ratio'])],
    ours.map((s, index) => {
      const before = baseline[index]!;
      return [
        s.page,
        ...columns.flatMap((column) => [kb(before[column]), kb(s[column]), ratio(s[column], before[column])]),
      ];
    }),
  );
}

export function ratio(ours: number, baseline: number): string {
  return baseline > 0 ? `${(ours / baseline).toFixed(2)}×` : '';
}
