/**
 * Texts of the e-mails a ticket holder receives, per language. Placeholders are `{name}`, filled
 * by `fill` of `texts.ts`.
 */
export interface TicketEmailTexts {
  subjectTicket: string;
  subjectCancelled: string;
  greeting: string;
  yourTicket: string;
  category: string;
  when: string;
  where: string;
  reservationNumber: string;
  pdfAttached: string;
  payAtDesk: string;
  showTicket: string;
  joinOnline: string;
  cancelled: string;
  questions: string;
}

const en: TicketEmailTexts = {
  subjectTicket: 'Your ticket for {title}',
  subjectCancelled: 'Your ticket for {title} has been cancelled',
  greeting: 'Hello {name},',
  yourTicket: 'here is your ticket for {title}.',
  category: 'Category',
  when: 'When',
  where: 'Where',
  reservationNumber: 'Reservation number',
  pdfAttached: 'Your ticket is attached as a PDF: show it at the entrance, printed or on your phone.',
  payAtDesk: 'Please pay for this ticket at the desk when you arrive.',
  showTicket: 'See your ticket at any time: {link}',
  joinOnline: 'Join the event online from here when it starts: {link}',
  cancelled: 'your ticket {ticket} for {title} has been cancelled and is no longer valid.',
  questions: 'Questions? Write to {organizer} at {email}.',
};

const de: TicketEmailTexts = {
  subjectTicket: 'Ihr Ticket für {title}',
  subjectCancelled: 'Ihr Ticket für {title} wurde storniert',
  greeting: 'Guten Tag {name}',
  yourTicket: 'hier ist Ihr Ticket für {title}.',
  category: 'Kategorie',
  when: 'Wann',
  where: 'Wo',
  reservationNumber: 'Reservierungsnummer',
  pdfAttached: 'Ihr Ticket finden Sie als PDF im Anhang: Zeigen Sie es am Eingang vor, gedruckt oder auf dem Telefon.',
  payAtDesk: 'Bitte bezahlen Sie dieses Ticket bei Ihrer Ankunft an der Kasse.',
  showTicket: 'Ihr Ticket können Sie jederzeit hier ansehen: {link}',
  joinOnline: 'Hier nehmen Sie online teil, sobald die Veranstaltung beginnt: {link}',
  cancelled: 'Ihr Ticket {ticket} für {title} wurde storniert und ist nicht mehr gültig.',
  questions: 'Fragen? Schreiben Sie {organizer} an {email}.',
};

const fr: TicketEmailTexts = {
  subjectTicket: 'Votre billet pour {title}',
  subjectCancelled: 'Votre billet pour {title} a été annulé',
  greeting: 'Bonjour {name},',
  yourTicket: 'voici votre billet pour {title}.',
  category: 'Catégorie',
  when: 'Quand',
  where: 'Où',
  reservationNumber: 'Numéro de réservation',
  pdfAttached: 'Votre billet est joint en PDF : présentez-le à l’entrée, imprimé ou sur votre téléphone.',
  payAtDesk: 'Veuillez payer ce billet à la caisse à votre arrivée.',
  showTicket: 'Consultez votre billet à tout moment : {link}',
  joinOnline: 'Rejoignez l’événement en ligne ici dès qu’il commence : {link}',
  cancelled: 'votre billet {ticket} pour {title} a été annulé et n’est plus valable.',
  questions: 'Des questions ? Écrivez à {organizer} à l’adresse {email}.',
};

const it: TicketEmailTexts = {
  subjectTicket: 'Il tuo biglietto per {title}',
  subjectCancelled: 'Il tuo biglietto per {title} è stato annullato',
  greeting: 'Ciao {name},',
  yourTicket: 'ecco il tuo biglietto per {title}.',
  category: 'Categoria',
  when: 'Quando',
  where: 'Dove',
  reservationNumber: 'Numero di prenotazione',
  pdfAttached: 'In allegato trovi il tuo biglietto in PDF: mostralo all’ingresso, stampato o sul telefono.',
  payAtDesk: 'Paga questo biglietto alla cassa al tuo arrivo.',
  showTicket: 'Puoi vedere il tuo biglietto in qualsiasi momento: {link}',
  joinOnline: 'Partecipa online da qui quando l’evento inizia: {link}',
  cancelled: 'il tuo biglietto {ticket} per {title} è stato annullato e non è più valido.',
  questions: 'Domande? Scrivi a {organizer} all’indirizzo {email}.',
};

const byLanguage: Record<string, TicketEmailTexts> = { en, de, fr, it };

export function ticketEmailTexts(lang: string): TicketEmailTexts {
  return byLanguage[lang] ?? en;
}
