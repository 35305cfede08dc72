import { endpoints } from '@shop/contract';
import type { AppContext } from '../../app-context.ts';
import { bind } from '../../http/route.ts';
import { buildInfo } from './info-service.ts';

export function infoRoutes(ctx: AppContext): void {
  const info = () => buildInfo(ctx.config, ctx.settings);
  bind(ctx.app, endpoints.getInfo, info, ctx.routeOptions);
  bind(ctx.app, endpoints.getPublicInfo, info, ctx.routeOptions);
}
