import type { Browser } from '@playwright/test';
import { kb, table } from './table.ts';

export interface Vitals {
  route: string;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  bytes: number;
  requests: number;
  requestsBeforeFirstPaint: number;
}

/** Lighthouse's mobile preset: a mid-range phone on a slow 4G link. */
const network = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const cpuSlowdown = 4;

/** The conditions above, as the tables' titles say them. */
export const THROTTLING = 'a throttled phone (slow 4G: 150 ms RTT, 1.6 Mbit/s; CPU 4× slower)';

export function vitalsTable(vitals: Vitals[]): string {
  return table(
    ['route', 'FCP', 'LCP', 'CLS', 'TBT', 'bytes', 'requests', 'before 1st paint'],
    vitals.map((v) => [
      v.route,
      `${v.fcpMs} ms`,
      `${v.lcpMs} ms`,
      v.cls,
      `${v.tbtMs} ms`,
      kb(v.bytes),
      v.requests,
      v.requestsBeforeFirstPaint,
    ]),
  );
}

declare global {
  interface Window {
    __vitals: { lcp: number; cls: number; longTasks: { start: number; duration: number }[] };
  }
}

export async function measureVitals(browser: Browser, baseUrl: string, route: string): Promise<Vitals> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 2.6,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  let bytes = 0;
  let requests = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
    requests += 1;
  });
  await page.addInitScript(() => {
    window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__vitals.lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) window.__vitals.cls += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.__vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await page.goto(baseUrl + route, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1500);
  const measured = await page.evaluate(() => {
    const paint = performance.getEntriesByType('paint');
    const fp = paint.find((p) => p.name === 'first-paint')?.startTime ?? 0;
    const fcp = paint.find((p) => p.name === 'first-contentful-paint')?.startTime ?? 0;
    const before = performance.getEntriesByType('resource').filter((r) => r.startTime < fp).length + 1;
    // Total blocking time: the part of each long task beyond 50 ms, after the first contentful paint.
    const tbt = window.__vitals.longTasks
      .filter((task) => task.start >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
    return { lcp: window.__vitals.lcp, cls: window.__vitals.cls, tbt, fcp, before };
  });
  await context.close();
  return {
    route,
    lcpMs: Math.round(measured.lcp),
    cls: Math.round(measured.cls * 1000) / 1000,
    tbtMs: Math.round(measured.tbt),
    fcpMs: Math.round(measured.fcp),
    bytes,
    requests,
    requestsBeforeFirstPaint: measured.before,
  };
}

/** The median of each figure over several loads of one route. */
export function medianVitals(loads: readonly Vitals[]): Vitals {
  const median = (pick: (v: Vitals) => number) => {
    const sorted = loads.map(pick).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)] ?? NaN;
  };
  return {
    route: loads[0]?.route ?? '',
    lcpMs: median((v) => v.lcpMs),
    cls: median((v) => v.cls),
    tbtMs: median((v) => v.tbtMs),
    fcpMs: median((v) => v.fcpMs),
    bytes: median((v) => v.bytes),
    requests: median((v) => v.requests),
    requestsBeforeFirstPaint: median((v) => v.requestsBeforeFirstPaint),
  };
}
