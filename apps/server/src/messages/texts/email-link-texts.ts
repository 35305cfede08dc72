import { textsIn } from './fill.ts';

/**
 * What the links of an HTML e-mail say: a link names where it leads, so it reads
 * on its own in a screen reader's list of links; the plain-text part keeps the address itself.
 */
export interface EmailLinkTexts {
  contact: string;
  reservation: string;
  ticket: string;
  joinOnline: string;
  assignTicket: string;
  completeReservation: string;
  acceptInvitation: string;
}

const en: EmailLinkTexts = {
  contact: 'Write to {organizer}',
  reservation: 'Open your reservation {id}',
  ticket: 'Open your ticket for {title}',
  joinOnline: 'Join {title} online',
  assignTicket: 'Name the holder of the {category} ticket',
  completeReservation: 'Complete your reservation for {title}',
  acceptInvitation: 'Accept the invitation to {organization}',
};

const de: EmailLinkTexts = {
  contact: 'An {organizer} schreiben',
  reservation: 'Ihre Reservierung {id} öffnen',
  ticket: 'Ihr Ticket für {title} öffnen',
  joinOnline: 'Online an {title} teilnehmen',
  assignTicket: 'Inhaber des Tickets {category} angeben',
  completeReservation: 'Ihre Reservierung für {title} abschliessen',
  acceptInvitation: 'Einladung zu {organization} annehmen',
};

const it: EmailLinkTexts = {
  contact: 'Scrivi a {organizer}',
  reservation: 'Apri la tua prenotazione {id}',
  ticket: 'Apri il tuo biglietto per {title}',
  joinOnline: 'Partecipa online a {title}',
  assignTicket: 'Indica il titolare del biglietto {category}',
  completeReservation: 'Completa la tua prenotazione per {title}',
  acceptInvitation: "Accetta l'invito di {organization}",
};

const fr: EmailLinkTexts = {
  contact: 'Écrire à {organizer}',
  reservation: 'Ouvrir votre réservation {id}',
  ticket: 'Ouvrir votre billet pour {title}',
  joinOnline: 'Participer en ligne à {title}',
  assignTicket: 'Indiquer le titulaire du billet {category}',
  completeReservation: 'Finaliser votre réservation pour {title}',
  acceptInvitation: "Accepter l'invitation de {organization}",
};

const es: EmailLinkTexts = {
  contact: 'Escribir a {organizer}',
  reservation: 'Abrir tu reserva {id}',
  ticket: 'Abrir tu entrada para {title}',
  joinOnline: 'Participar en línea en {title}',
  assignTicket: 'Indicar el titular de la entrada {category}',
  completeReservation: 'Completar tu reserva para {title}',
  acceptInvitation: 'Aceptar la invitación de {organization}',
};

const pt: EmailLinkTexts = {
  contact: 'Escrever a {organizer}',
  reservation: 'Abrir a sua reserva {id}',
  ticket: 'Abrir o seu bilhete para {title}',
  joinOnline: 'Participar online em {title}',
  assignTicket: 'Indicar o titular do bilhete {category}',
  completeReservation: 'Concluir a sua reserva para {title}',
  acceptInvitation: 'Aceitar o convite de {organization}',
};

const nl: EmailLinkTexts = {
  contact: 'Schrijf naar {organizer}',
  reservation: 'Uw reservering {id} openen',
  ticket: 'Uw ticket voor {title} openen',
  joinOnline: 'Online deelnemen aan {title}',
  assignTicket: 'De houder van het ticket {category} invullen',
  completeReservation: 'Uw reservering voor {title} afronden',
  acceptInvitation: 'De uitnodiging van {organization} aannemen',
};

const ro: EmailLinkTexts = {
  contact: 'Scrieți către {organizer}',
  reservation: 'Deschideți rezervarea {id}',
  ticket: 'Deschideți biletul pentru {title}',
  joinOnline: 'Participați online la {title}',
  assignTicket: 'Indicați titularul biletului {category}',
  completeReservation: 'Finalizați rezervarea pentru {title}',
  acceptInvitation: 'Acceptați invitația de la {organization}',
};

const tr: EmailLinkTexts = {
  contact: '{organizer} ile iletişime geçin',
  reservation: '{id} numaralı rezervasyonunuzu açın',
  ticket: '{title} biletinizi açın',
  joinOnline: '{title} etkinliğine çevrimiçi katılın',
  assignTicket: '{category} biletinin sahibini belirtin',
  completeReservation: '{title} rezervasyonunuzu tamamlayın',
  acceptInvitation: '{organization} davetini kabul edin',
};

const pl: EmailLinkTexts = {
  contact: 'Napisz do {organizer}',
  reservation: 'Otwórz rezerwację {id}',
  ticket: 'Otwórz bilet na {title}',
  joinOnline: 'Dołącz online do {title}',
  assignTicket: 'Podaj właściciela biletu {category}',
  completeReservation: 'Dokończ rezerwację na {title}',
  acceptInvitation: 'Przyjmij zaproszenie od {organization}',
};

const da: EmailLinkTexts = {
  contact: 'Skriv til {organizer}',
  reservation: 'Åbn din reservation {id}',
  ticket: 'Åbn din billet til {title}',
  joinOnline: 'Deltag online i {title}',
  assignTicket: 'Angiv indehaveren af billetten {category}',
  completeReservation: 'Gennemfør din reservation til {title}',
  acceptInvitation: 'Tag imod invitationen fra {organization}',
};

const bg: EmailLinkTexts = {
  contact: 'Пишете на {organizer}',
  reservation: 'Отворете резервация {id}',
  ticket: 'Отворете билета си за {title}',
  joinOnline: 'Включете се онлайн в {title}',
  assignTicket: 'Посочете притежателя на билета {category}',
  completeReservation: 'Завършете резервацията си за {title}',
  acceptInvitation: 'Приемете поканата от {organization}',
};

const sv: EmailLinkTexts = {
  contact: 'Skriv till {organizer}',
  reservation: 'Öppna din bokning {id}',
  ticket: 'Öppna din biljett till {title}',
  joinOnline: 'Delta online i {title}',
  assignTicket: 'Ange innehavaren av biljetten {category}',
  completeReservation: 'Slutför din bokning till {title}',
  acceptInvitation: 'Tacka ja till inbjudan från {organization}',
};

const cs: EmailLinkTexts = {
  contact: 'Napište organizátorovi {organizer}',
  reservation: 'Otevřít rezervaci {id}',
  ticket: 'Otevřít vstupenku na {title}',
  joinOnline: 'Připojit se online k {title}',
  assignTicket: 'Uvést držitele vstupenky {category}',
  completeReservation: 'Dokončit rezervaci na {title}',
  acceptInvitation: 'Přijmout pozvánku od {organization}',
};

export const emailLinkTextsByLanguage: Readonly<Record<string, EmailLinkTexts>> & { en: EmailLinkTexts } = {
  en,
  de,
  it,
  fr,
  es,
  pt,
  nl,
  ro,
  tr,
  pl,
  da,
  bg,
  sv,
  cs,
};

export function emailLinkTexts(lang: string): EmailLinkTexts {
  return textsIn(emailLinkTextsByLanguage, lang);
}
