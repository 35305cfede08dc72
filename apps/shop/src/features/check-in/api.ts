import { queryOptions } from '@tanstack/react-query';
import { request } from '../../lib/api-client.ts';

export interface CheckInRef {
  eventShortName: string;
  ticketUuid: string;
  /** The hash of the ticket code that the check-in link carries. */
  checkInCode: string;
}

/** When the online event runs, its dates formatted in `timeZone` (the browser's). */
export const checkInInfoQuery = ({ eventShortName, ticketUuid, checkInCode }: CheckInRef, timeZone: string | null) =>
  queryOptions({
    queryKey: ['check-in', eventShortName, ticketUuid, checkInCode, timeZone],
    queryFn: ({ signal }) =>
      request('getCheckInInfo', {
        params: { eventName: eventShortName, ticketUuid, checkInCode },
        query: timeZone ? { tz: timeZone } : {},
        signal,
      }),
  });
