import { textsIn } from './fill.ts';

/**
 * The heads of the attendee export's fixed columns, in the language the back office asked for;
 * the additional fields' columns follow, headed by their own labels.
 */
export interface AttendeeExportTexts {
  ticket: string;
  category: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  reservation: string;
}

const en: AttendeeExportTexts = {
  ticket: 'Ticket',
  category: 'Category',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  status: 'Status',
  reservation: 'Reservation',
};

const de: AttendeeExportTexts = {
  ticket: 'Ticket',
  category: 'Kategorie',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  status: 'Status',
  reservation: 'Reservierung',
};

const it: AttendeeExportTexts = {
  ticket: 'Biglietto',
  category: 'Categoria',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'E-mail',
  status: 'Stato',
  reservation: 'Prenotazione',
};

const fr: AttendeeExportTexts = {
  ticket: 'Billet',
  category: 'Catégorie',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  status: 'Statut',
  reservation: 'Réservation',
};

const es: AttendeeExportTexts = {
  ticket: 'Entrada',
  category: 'Categoría',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  status: 'Estado',
  reservation: 'Reserva',
};

const pt: AttendeeExportTexts = {
  ticket: 'Bilhete',
  category: 'Categoria',
  firstName: 'Nome próprio',
  lastName: 'Apelido',
  email: 'E-mail',
  status: 'Estado',
  reservation: 'Reserva',
};

const ro: AttendeeExportTexts = {
  ticket: 'Bilet',
  category: 'Categorie',
  firstName: 'Prenume',
  lastName: 'Nume',
  email: 'E-mail',
  status: 'Stare',
  reservation: 'Rezervare',
};

const nl: AttendeeExportTexts = {
  ticket: 'Ticket',
  category: 'Categorie',
  firstName: 'Voornaam',
  lastName: 'Achternaam',
  email: 'E-mail',
  status: 'Status',
  reservation: 'Reservering',
};

const tr: AttendeeExportTexts = {
  ticket: 'Bilet',
  category: 'Kategori',
  firstName: 'Ad',
  lastName: 'Soyad',
  email: 'E-posta',
  status: 'Durum',
  reservation: 'Rezervasyon',
};

const da: AttendeeExportTexts = {
  ticket: 'Billet',
  category: 'Kategori',
  firstName: 'Fornavn',
  lastName: 'Efternavn',
  email: 'E-mail',
  status: 'Status',
  reservation: 'Reservation',
};

const pl: AttendeeExportTexts = {
  ticket: 'Bilet',
  category: 'Kategoria',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  email: 'E-mail',
  status: 'Status',
  reservation: 'Rezerwacja',
};

const bg: AttendeeExportTexts = {
  ticket: 'Билет',
  category: 'Категория',
  firstName: 'Име',
  lastName: 'Фамилия',
  email: 'Имейл',
  status: 'Статус',
  reservation: 'Резервация',
};

const sv: AttendeeExportTexts = {
  ticket: 'Biljett',
  category: 'Kategori',
  firstName: 'Förnamn',
  lastName: 'Efternamn',
  email: 'E-post',
  status: 'Status',
  reservation: 'Bokning',
};

const cs: AttendeeExportTexts = {
  ticket: 'Vstupenka',
  category: 'Kategorie',
  firstName: 'Jméno',
  lastName: 'Příjmení',
  email: 'E-mail',
  status: 'Stav',
  reservation: 'Rezervace',
};

export const attendeeExportTextsByLanguage: Readonly<Record<string, AttendeeExportTexts>> & {
  en: AttendeeExportTexts;
} = { en, de, it, fr, es, pt, ro, nl, tr, da, pl, bg, sv, cs };

export function attendeeExportTexts(lang: string): AttendeeExportTexts {
  return textsIn(attendeeExportTextsByLanguage, lang);
}
