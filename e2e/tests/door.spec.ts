import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import {
  acceptTerms,
  continueButton,
  continueToOverview,
  englishBundle,
  fillContact,
  reservationStep,
  reserveTickets,
  type Bundle,
  type Visit,
} from './checkout.ts';
import { expect, expectAccessible, test } from './fixtures.ts';
import { SYSTEM_API_KEY } from '../journey-settings.ts';

/** Free, so the journey has its tickets without paying; an event at a venue, so the door lists it. */
const EVENT = 'open-hack-day';
const CATEGORY = 'General admission';
/** The fake camera's picture: a phone held up to a webcam, the ticket's code in the middle. */
const FRAME = { width: 640, height: 480, code: 400 };

/** Books one ticket in the shop and answers where its page's QR code, as our server draws it, is. */
async function bookTicket(page: Page, visit: Visit, en: Bundle, lastName: string): Promise<string> {
  await reserveTickets(page, visit, en, EVENT, CATEGORY);
  await fillContact(page, en, { firstName: 'Ada', lastName, email: `${lastName.toLowerCase()}@example.org` });
  await page.getByRole('radio', { name: 'This is my first time' }).check();
  await continueToOverview(page, en, 'event', EVENT);
  await acceptTerms(page, en);
  await continueButton(page, en).click();
  await expect(page).toHaveURL(reservationStep('event', EVENT, 'success'));
  await page.getByRole('link', { name: en['reservation-page-complete.show-ticket'] }).click();
  const qr = page.getByRole('main').getByRole('img', { name: new RegExp(lastName) });
  await expect(qr).toBeVisible();
  return (await qr.getAttribute('src'))!;
}

/**
 * The ticket's QR image drawn on a white camera frame, read back as RGBA pixels, by the browser
 * that showed the ticket: the picture the fake camera films, pixel for pixel.
 */
async function cameraFrame(page: Page, src: string): Promise<Uint8ClampedArray> {
  const base64 = await page.evaluate(
    async ({ src, frame }) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = frame.width;
      canvas.height = frame.height;
      const context = canvas.getContext('2d')!;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, frame.width, frame.height);
      context.imageSmoothingEnabled = false;
      context.drawImage(image, (frame.width - frame.code) / 2, (frame.height - frame.code) / 2, frame.code, frame.code);
      const pixels = context.getImageData(0, 0, frame.width, frame.height).data;
      let text = '';
      for (let i = 0; i < pixels.length; i += 0x8000) text += String.fromCharCode(...pixels.subarray(i, i + 0x8000));
      return btoa(text);
    },
    { src, frame: FRAME },
  );
  return new Uint8ClampedArray(Buffer.from(base64, 'base64'));
}

/**
 * A YUV4MPEG2 video (4:2:0) of the same frame over and over, which Chromium's fake camera plays in
 * a loop: every frame shows the code, so when it is read depends on no timing.
 */
function y4m(rgba: Uint8ClampedArray, width: number, height: number, frames = 3): Buffer {
  const luma = Buffer.alloc(width * height);
  for (let i = 0; i < luma.length; i++) {
    const [r, g, b] = [rgba[i * 4]!, rgba[i * 4 + 1]!, rgba[i * 4 + 2]!];
    luma[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  // Black and white: both chroma planes at their middle, a quarter of the luma's size each.
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
    ...Array<Buffer>(frames).fill(frame),
  ]);
}

/** A check-in key of the event's organization, as its administrator hands one to the door staff. */
async function checkInKey(request: APIRequestContext): Promise<string> {
  const system = { authorization: `ApiKey ${SYSTEM_API_KEY}` };
  const { organizationName } = (await (await request.get(`/api/v2/public/event/${EVENT}`)).json()) as {
    organizationName: string;
  };
  const organizations = (await (
    await request.get('/api/v1/admin/system/organization/list', { headers: system })
  ).json()) as { id: number; name: string }[];
  const organization = organizations.find((candidate) => candidate.name === organizationName)!;
  const created = await request.put(`/api/v1/admin/system/organization/${organization.id}/api-key`, {
    headers: system,
    data: { type: 'OPERATOR', description: 'Door' },
  });
  expect(created.status(), await created.text()).toBe(200);
  return ((await created.json()) as { apiKey: string }).apiKey;
}

async function checkedIn(request: APIRequestContext, key: string): Promise<{ checkedIn: number; expected: number }> {
  const answer = await request.get(`/admin/api/check-in/event/${EVENT}/statistics`, {
    headers: { authorization: `ApiKey ${key}` },
  });
  const statistics = (await answer.json()) as { checkedIn: number; totalAttendees: number };
  return { checkedIn: statistics.checkedIn, expected: statistics.totalAttendees };
}

let video: string | null = null;
let cameraBrowser: Browser | null = null;
test.afterEach(async () => {
  await cameraBrowser?.close();
  if (video) await rm(video, { recursive: true, force: true });
  cameraBrowser = null;
  video = null;
});

test.describe('checking tickets in at the door', () => {
  test('the camera reads a ticket: green, then already checked in; offline a typed code is queued and sent when the network is back', async ({
    page,
    visit,
    request,
  }, testInfo) => {
    const en = await englishBundle(request);
    const run = `${testInfo.project.name}${Date.now().toString(36)}`;
    const filmed = await bookTicket(page, visit, en, `Filmed${run}`);
    const typed = await bookTicket(page, visit, en, `Typed${run}`);

    // The camera films the first ticket's code; the second one's is read here, to be typed offline.
    const frame = await cameraFrame(page, filmed);
    video = await mkdtemp(join(tmpdir(), 'door-camera-'));
    const file = join(video, 'ticket.y4m');
    await writeFile(file, y4m(frame, FRAME.width, FRAME.height));
    const typedFrame = await cameraFrame(page, typed);
    const typedCode = jsQR(typedFrame, FRAME.width, FRAME.height)?.data;
    expect(typedCode).toMatch(/^[0-9a-f-]{36}\/\S+$/);

    const key = await checkInKey(request);
    const before = await checkedIn(request, key);
    const total = (count: number) => `${count} of ${before.expected}`;

    // A browser of its own, whose camera is the video: the project's device, the fake camera's flags.
    const { launchOptions, viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, baseURL } =
      testInfo.project.use;
    cameraBrowser = await chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions?.args ?? []),
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        `--use-file-for-fake-video-capture=${file}`,
      ],
    });
    const context = await cameraBrowser.newContext({
      viewport,
      userAgent,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      locale,
      baseURL,
      permissions: ['camera'],
    });
    const door = await context.newPage();

    await door.goto('/admin/door/');
    await expect(door.getByRole('heading', { level: 1, name: 'Connect this device' })).toBeVisible();
    await expectAccessible(door);
    await door.getByLabel('Check-in key').fill(key);
    await door.getByLabel('Name of this gate').fill('North gate');
    await door.getByRole('button', { name: 'Connect', exact: true }).click();
    await expect(door.getByRole('heading', { level: 1, name: 'Pick the event' })).toBeVisible();
    await expectAccessible(door);
    await door.getByRole('button', { name: /Open Hack Day/ }).click();
    await expect(door.getByRole('heading', { level: 1, name: 'Open Hack Day' })).toBeVisible();

    // The code in front of the camera: green, with the holder's name and category.
    const answer = door.getByTestId('answer');
    await expect(answer).toHaveAttribute('data-tone', 'go');
    await expect(answer).toContainText('Welcome');
    await expect(answer).toContainText(`Ada Filmed${run}`);
    await expect(answer).toContainText(CATEGORY);
    await expectAccessible(door);
    await expect(door.getByTestId('counter-total')).toHaveText(total(before.checkedIn + 1));

    // The next ticket… is the same code, still in front of the camera: already checked in, here.
    await door.getByRole('button', { name: 'Next ticket' }).click();
    await expect(answer).toHaveAttribute('data-tone', 'stop');
    await expect(answer).toContainText('Already checked in');
    await expect(answer).toContainText('by North gate');
    await expectAccessible(door);
    await door.getByRole('button', { name: 'Next ticket' }).click();
    await door.getByRole('button', { name: 'Use the camera' }).click();
    await expect(door.getByRole('button', { name: 'Use the camera' })).toHaveAttribute('aria-pressed', 'false');
    // The event's list for working offline, downloaded when the gate opened, holds the typed ticket.
    await expect(door.getByText(/^Offline list: \d+ tickets$/)).toBeVisible();

    // The network goes: the typed code is checked against the downloaded list and queued.
    await context.setOffline(true);
    await door.getByLabel('Ticket code').fill(typedCode!);
    await door.getByRole('button', { name: 'Check in', exact: true }).click();
    await expect(answer).toHaveAttribute('data-tone', 'go');
    await expect(answer).toContainText(`Ada Typed${run}`);
    await expect(answer).toContainText('it is sent when the network is back');
    await expectAccessible(door);
    await door.getByRole('button', { name: 'Next ticket' }).click();
    await expect(door.getByTestId('network')).toHaveText('Offline');
    await expect(door.getByTestId('waiting')).toHaveText('1 check-ins waiting to be sent');
    await expectAccessible(door);

    // The network is back: the queue goes up, the counters count both tickets.
    await context.setOffline(false);
    await expect(door.getByTestId('waiting')).toBeHidden();
    await expect(door.getByTestId('network')).toHaveText('Online');
    await expect(door.getByTestId('counter-total')).toHaveText(total(before.checkedIn + 2));
    expect(await checkedIn(request, key)).toEqual({ checkedIn: before.checkedIn + 2, expected: before.expected });
    await expectAccessible(door);
  });
});
