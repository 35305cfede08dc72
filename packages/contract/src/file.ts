import { z } from 'zod';
import { binary, emptyBody, endpoint } from './endpoint.ts';
import { segment } from './request.ts';

export const fileEndpoints = {
  /**
   * A stored blob (event and subscription images) with its stored content type, `ETag` = digest
   * and six months of `Cache-Control`; 304 when `If-None-Match` equals the digest.
   */
  getFile: endpoint('getFile', {
    params: z.object({ digest: segment }),
    responses: { 200: binary('*/*'), 304: emptyBody, 404: emptyBody },
  }),
};
