import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { testApp, type TestApp } from '../../helpers.ts';
import { adminApi, organizationWithKey, SYSTEM_KEY, type CreatedOrganization } from '../organizer/organizer-client.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export interface OrganizerEventsWorld {
  t: TestApp;
  /** Where event images are fetched from: a local server answering every path with the PNG. */
  imageOrigin: string;
  alpha: CreatedOrganization;
  beta: CreatedOrganization;
  /** An OPERATOR key of alpha, for what only administrators may do. */
  alphaOperatorKey: string;
  close(): Promise<void>;
}

/** Two organizations with administrator keys on one server, and an image origin the server may fetch from. */
export async function startOrganizerEventsWorld(): Promise<OrganizerEventsWorld> {
  const images = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(PNG),
  );
  await new Promise<void>((resolve) => images.listen(0, '127.0.0.1', resolve));
  const imageOrigin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  const t = await testApp({ SYSTEM_API_KEY: SYSTEM_KEY }, undefined, { imageFetch: { allowLoopback: true } });
  const alpha = await organizationWithKey(t, 'Alpha Concerts');
  const beta = await organizationWithKey(t, 'Beta Theatre');
  const operator = await adminApi(t, SYSTEM_KEY)('PUT', `/api/v1/admin/system/organization/${alpha.id}/api-key`, {
    type: 'OPERATOR',
  });
  const alphaOperatorKey = operator.json<{ apiKey: string }>().apiKey;
  return {
    t,
    imageOrigin,
    alpha,
    beta,
    alphaOperatorKey,
    async close() {
      await t.close();
      await new Promise((resolve) => images.close(resolve));
    },
  };
}
