import { z } from 'zod';
import { DatesWithOffset, LocalizedText } from './common.ts';
import { emptyBody, endpoint } from './endpoint.ts';
import { segment, uuidSegment } from './request.ts';

/** What the online check-in page of a ticket shows (`getCheckInInfo`): when and where the event runs. */
export const OnlineCheckInInfo = z.object({
  /** In the requested zone (`tz`), with the extended date and time patterns. */
  formattedBeginDate: LocalizedText,
  formattedBeginTime: LocalizedText,
  formattedEndDate: LocalizedText,
  formattedEndTime: LocalizedText,
  /** The event's zone id. */
  timeZone: z.string(),
  /**
   * From the first call link not yet closed, else the event's dates. alf.io sends the link's opening
   * as the end too; our server sends its closing.
   */
  datesWithOffset: DatesWithOffset,
  /** Always true. */
  sameDay: z.boolean(),
});
export type OnlineCheckInInfo = z.infer<typeof OnlineCheckInInfo>;

export const checkInEndpoints = {
  /** 404 when the ticket is unknown or `checkInCode` (hex SHA-256 of the ticket code) does not match. */
  getCheckInInfo: endpoint('getCheckInInfo', {
    params: z.object({ eventName: segment, ticketUuid: uuidSegment, checkInCode: segment }),
    /** `tz`: the browser's IANA zone; alf.io answers 500 to an invalid one. */
    query: z.object({ tz: z.string().min(1).max(64).optional() }),
    responses: { 200: OnlineCheckInInfo, 404: emptyBody },
  }),
};
