import { buildPath, pagePaths } from '@shop/contract/routes';
import type { Database } from '../../db/database.ts';
import { enqueueEmail } from '../outbox/outbox-repository.ts';
import { renderEmail, type EmailBlock } from '../email-template/email-layout.ts';
import { brandOf, wordingOf } from '../email-template/email-wording.ts';
import { emailLinkTexts } from '../../messages/texts/email-link-texts.ts';
import { emailTexts } from '../../messages/texts/email-texts.ts';
import { fill } from '../../messages/texts/fill.ts';
import { shortIdOf } from '../reservation/short-id.ts';
import { readSettings } from '../settings/scoped-settings.ts';
import { findReservationsByEmail, type RecoverableEvent } from './link-recovery-repository.ts';

/**
 * Writes one e-mail to the outbox listing the links to the reservations of `event` bought with
 * `email`, and reports whether it did. Sent to the address the latest reservation stored, so
 * the e-mail goes only where the confirmations went.
 */
export function queueReservationLinks(
  db: Database,
  event: RecoverableEvent,
  email: string,
  baseUrl: string,
  requestedLang: string | undefined,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const reservations = await findReservationsByEmail(tx, event.id, email);
    const [latest] = reservations;
    if (!latest) return false;
    const lang = requestedLang ?? latest.language;
    const texts = emailTexts(lang);
    const settings = await readSettings(tx, { organizationId: event.organizationId, eventId: event.id }, [
      'USE_INVOICE_NUMBER_AS_ID',
      'PARTIAL_RESERVATION_ID_LENGTH',
    ]);
    const fullName = [latest.firstName, latest.lastName].filter(Boolean).join(' ');
    const scope = { organizationId: event.organizationId, eventId: event.id, subscriptionDescriptorId: null };
    const wording = await wordingOf(
      tx,
      scope,
      'LINK_RECOVERY',
      lang,
      {
        fullName,
        eventName: event.title,
        organizationName: event.organizationName,
        organizationEmail: event.organizationEmail,
      },
      {
        subject: fill(texts.subjectLinkRecovery, { title: event.title }),
        lines: [fill(texts.greeting, { name: fullName }), '', fill(texts.linkRecoveryIntro, { title: event.title })],
      },
    );
    const links: EmailBlock[] = reservations.map((reservation) => {
      const id = shortIdOf(reservation, settings);
      // The reservation's bare address, as in the confirmation: the server sends it on to its current page.
      const href = `${baseUrl}${buildPath(pagePaths.eventReservation, { eventShortName: event.shortName, reservationId: reservation.id })}?lang=${lang}`;
      return {
        href,
        label: fill(emailLinkTexts(lang).reservation, { id }),
        line: fill(texts.linkRecoveryItem, { id, link: href }),
      };
    });
    const message = renderEmail({
      lang,
      subject: wording.subject,
      brand: await brandOf(tx, scope, baseUrl, lang),
      blocks: [
        ...wording.lines,
        '',
        ...links,
        '',
        texts.linkRecoveryNotAsked,
        fill(texts.questions, { organizer: event.organizationName, email: event.organizationEmail }),
      ],
    });
    await enqueueEmail(tx, {
      purchaseContextType: 'event',
      eventId: event.id,
      subscriptionDescriptorId: null,
      reservationId: null,
      recipient: latest.email,
      ...message,
      attachments: [],
    });
    return true;
  });
}
