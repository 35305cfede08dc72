import { z } from 'zod';
import { User } from './common.ts';
import { emptyBody, endpoint } from './endpoint.ts';

export const accountEndpoints = {
  isAuthenticationEnabled: endpoint('isAuthenticationEnabled', { responses: { 200: z.boolean() } }),
  /** 204 when anonymous; the shop maps it to an "anonymous" marker. */
  getMe: endpoint('getMe', { responses: { 200: User, 204: emptyBody } }),
};
