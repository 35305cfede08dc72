import { textsIn } from './fill.ts';

/**
 * Labels of the ticket PDF and the lines of the confirmation e-mail about tickets, per language
 * of the ticket or the reservation. They live in the server: the shop never shows them.
 */
export interface TicketDocumentTexts {
  ticket: string;
  date: string;
  location: string;
  online: string;
  category: string;
  holder: string;
  orderReference: string;
  organizer: string;
  supplements: string;
  payAtDesk: string;
  /** `{zone}`: the event's time zone. */
  timeZone: string;
  /** `{count}`: how many ticket PDFs the e-mail carries. */
  ticketsAttached: string;
  ticketsToAssign: string;
  /** What the QR code is, for a reader who cannot see it. */
  qrAlt: string;
}

const en: TicketDocumentTexts = {
  ticket: 'Ticket',
  date: 'Date',
  location: 'Location',
  online: 'Online',
  category: 'Category',
  holder: 'Holder',
  orderReference: 'Order reference',
  organizer: 'Organizer',
  supplements: 'Supplements',
  payAtDesk: 'Payment at the desk: please pay for this ticket when you arrive.',
  timeZone: 'Times in {zone}',
  ticketsAttached: 'Your tickets are attached ({count}).',
  ticketsToAssign: 'These tickets have no holder yet. Enter who will use each one:',
  qrAlt: 'QR code of this ticket, scanned at the entrance',
};

const de: TicketDocumentTexts = {
  ticket: 'Ticket',
  date: 'Datum',
  location: 'Ort',
  online: 'Online',
  category: 'Kategorie',
  holder: 'Inhaber',
  orderReference: 'Bestellnummer',
  organizer: 'Veranstalter',
  supplements: 'Zusatzleistungen',
  payAtDesk: 'Zahlung an der Kasse: Bitte bezahlen Sie dieses Ticket bei Ihrer Ankunft.',
  timeZone: 'Zeiten in {zone}',
  ticketsAttached: 'Ihre Tickets finden Sie im Anhang ({count}).',
  ticketsToAssign: 'Diese Tickets haben noch keinen Inhaber. Geben Sie an, wer sie verwendet:',
  qrAlt: 'QR-Code dieses Tickets, wird am Eingang gescannt',
};

const it: TicketDocumentTexts = {
  ticket: 'Biglietto',
  date: 'Data',
  location: 'Luogo',
  online: 'Online',
  category: 'Categoria',
  holder: 'Titolare',
  orderReference: 'Riferimento ordine',
  organizer: 'Organizzatore',
  supplements: 'Supplementi',
  payAtDesk: 'Pagamento alla cassa: paga questo biglietto al tuo arrivo.',
  timeZone: 'Orari in {zone}',
  ticketsAttached: 'In allegato trovi i tuoi biglietti ({count}).',
  ticketsToAssign: 'Questi biglietti non hanno ancora un titolare. Indica chi userà ciascuno:',
  qrAlt: 'Codice QR di questo biglietto, da scansionare all’ingresso',
};

const fr: TicketDocumentTexts = {
  ticket: 'Billet',
  date: 'Date',
  location: 'Lieu',
  online: 'En ligne',
  category: 'Catégorie',
  holder: 'Titulaire',
  orderReference: 'Référence de la commande',
  organizer: 'Organisateur',
  supplements: 'Suppléments',
  payAtDesk: 'Paiement à la caisse : veuillez payer ce billet à votre arrivée.',
  timeZone: 'Heures en {zone}',
  ticketsAttached: 'Vos billets sont en pièce jointe ({count}).',
  ticketsToAssign: 'Ces billets n’ont pas encore de titulaire. Indiquez qui utilisera chacun :',
  qrAlt: 'Code QR de ce billet, scanné à l’entrée',
};

const pl: TicketDocumentTexts = {
  ticket: 'Bilet',
  date: 'Data',
  location: 'Miejsce',
  online: 'Online',
  category: 'Kategoria',
  holder: 'Posiadacz',
  orderReference: 'Numer zamówienia',
  organizer: 'Organizator',
  supplements: 'Dodatki',
  payAtDesk: 'Płatność w kasie: zapłać za ten bilet po przybyciu na miejsce.',
  timeZone: 'Godziny według strefy {zone}',
  ticketsAttached: 'Bilety są w załączniku (liczba: {count}).',
  ticketsToAssign: 'Te bilety nie mają jeszcze posiadacza. Wpisz, kto użyje każdego z nich:',
  qrAlt: 'Kod QR tego biletu, skanowany przy wejściu',
};

const bg: TicketDocumentTexts = {
  ticket: 'Билет',
  date: 'Дата',
  location: 'Място',
  online: 'Онлайн',
  category: 'Категория',
  holder: 'Притежател',
  orderReference: 'Номер на поръчката',
  organizer: 'Организатор',
  supplements: 'Допълнителни услуги',
  payAtDesk: 'Плащане на касата: моля, платете този билет при пристигане.',
  timeZone: 'Часовете са в часова зона {zone}',
  ticketsAttached: 'Билетите Ви са приложени (брой: {count}).',
  ticketsToAssign: 'Тези билети все още нямат притежател. Посочете кой ще използва всеки от тях:',
  qrAlt: 'QR код на този билет, сканира се на входа',
};

const sv: TicketDocumentTexts = {
  ticket: 'Biljett',
  date: 'Datum',
  location: 'Plats',
  online: 'Digitalt',
  category: 'Kategori',
  holder: 'Innehavare',
  orderReference: 'Ordernummer',
  organizer: 'Arrangör',
  supplements: 'Tillval',
  payAtDesk: 'Betalning i kassan: betala den här biljetten när du kommer.',
  timeZone: 'Tider i {zone}',
  ticketsAttached: 'Dina biljetter är bifogade ({count}).',
  ticketsToAssign: 'De här biljetterna har ingen innehavare än. Ange vem som ska använda varje biljett:',
  qrAlt: 'Biljettens QR-kod, som skannas vid entrén',
};

const cs: TicketDocumentTexts = {
  ticket: 'Vstupenka',
  date: 'Datum',
  location: 'Místo',
  online: 'Online',
  category: 'Kategorie',
  holder: 'Držitel',
  orderReference: 'Číslo objednávky',
  organizer: 'Pořadatel',
  supplements: 'Doplňky',
  payAtDesk: 'Platba na pokladně: tuto vstupenku prosím zaplaťte při příchodu.',
  timeZone: 'Časy v pásmu {zone}',
  ticketsAttached: 'Vstupenky najdete v příloze (počet: {count}).',
  ticketsToAssign: 'Tyto vstupenky zatím nemají držitele. Uveďte, kdo kterou použije:',
  qrAlt: 'QR kód této vstupenky, skenuje se u vchodu',
};

/** Every language with its own texts; any other gets English. */
const es: TicketDocumentTexts = {
  ticket: 'Entrada',
  date: 'Fecha',
  location: 'Lugar',
  online: 'En línea',
  category: 'Categoría',
  holder: 'Titular',
  orderReference: 'Referencia del pedido',
  organizer: 'Organizador',
  supplements: 'Suplementos',
  payAtDesk: 'Pago en taquilla: paga esta entrada cuando llegues.',
  timeZone: 'Horarios en {zone}',
  ticketsAttached: 'Te adjuntamos tus entradas ({count}).',
  ticketsToAssign: 'Estas entradas aún no tienen titular. Indica quién usará cada una:',
  qrAlt: 'Código QR de esta entrada, que se escanea en el acceso',
};

const pt: TicketDocumentTexts = {
  ticket: 'Bilhete',
  date: 'Data',
  location: 'Local',
  online: 'Online',
  category: 'Categoria',
  holder: 'Titular',
  orderReference: 'Referência da encomenda',
  organizer: 'Organizador',
  supplements: 'Suplementos',
  payAtDesk: 'Pagamento na bilheteira: pague este bilhete quando chegar.',
  timeZone: 'Horas no fuso horário {zone}',
  ticketsAttached: 'Os seus bilhetes seguem em anexo ({count}).',
  ticketsToAssign: 'Estes bilhetes ainda não têm titular. Indique quem vai utilizar cada um:',
  qrAlt: 'Código QR deste bilhete, lido à entrada',
};

const ro: TicketDocumentTexts = {
  ticket: 'Bilet',
  date: 'Data',
  location: 'Locație',
  online: 'Online',
  category: 'Categorie',
  holder: 'Titular',
  orderReference: 'Referința comenzii',
  organizer: 'Organizator',
  supplements: 'Suplimente',
  payAtDesk: 'Plată la casă: plătiți acest bilet la sosire.',
  timeZone: 'Ore în fusul orar {zone}',
  ticketsAttached: 'Biletele dumneavoastră sunt atașate ({count}).',
  ticketsToAssign: 'Aceste bilete nu au încă un titular. Indicați cine va folosi fiecare bilet:',
  qrAlt: 'Codul QR al acestui bilet, scanat la intrare',
};

const nl: TicketDocumentTexts = {
  ticket: 'Ticket',
  date: 'Datum',
  location: 'Locatie',
  online: 'Online',
  category: 'Categorie',
  holder: 'Houder',
  orderReference: 'Bestelreferentie',
  organizer: 'Organisator',
  supplements: 'Toeslagen',
  payAtDesk: 'Betaling aan de kassa: betaal dit ticket bij aankomst.',
  timeZone: 'Tijden in {zone}',
  ticketsAttached: 'Je tickets zitten in de bijlage ({count}).',
  ticketsToAssign: 'Deze tickets hebben nog geen houder. Vul in wie elk ticket gebruikt:',
  qrAlt: 'QR-code van dit ticket, die bij de ingang wordt gescand',
};

const tr: TicketDocumentTexts = {
  ticket: 'Bilet',
  date: 'Tarih',
  location: 'Yer',
  online: 'Çevrim içi',
  category: 'Kategori',
  holder: 'Bilet sahibi',
  orderReference: 'Sipariş referansı',
  organizer: 'Organizatör',
  supplements: 'Ekstralar',
  payAtDesk: 'Gişede ödeme: lütfen bu biletin ödemesini gelişinizde yapın.',
  timeZone: 'Saatler {zone} saat dilimine göredir',
  ticketsAttached: 'Biletleriniz ektedir ({count}).',
  ticketsToAssign: 'Bu biletlerin henüz sahibi yok. Her birini kimin kullanacağını belirtin:',
  qrAlt: 'Bu biletin girişte okutulan QR kodu',
};

const da: TicketDocumentTexts = {
  ticket: 'Billet',
  date: 'Dato',
  location: 'Sted',
  online: 'Online',
  category: 'Kategori',
  holder: 'Indehaver',
  orderReference: 'Ordrereference',
  organizer: 'Arrangør',
  supplements: 'Tilvalg',
  payAtDesk: 'Betaling ved kassen: betal for billetten, når du ankommer.',
  timeZone: 'Tidspunkter i {zone}',
  ticketsAttached: 'Dine billetter er vedhæftet ({count}).',
  ticketsToAssign: 'Disse billetter har endnu ingen indehaver. Angiv, hvem der skal bruge hver enkelt:',
  qrAlt: 'Billettens QR-kode, som scannes ved indgangen',
};

export const ticketDocumentTextsByLanguage: Readonly<Record<string, TicketDocumentTexts>> & {
  en: TicketDocumentTexts;
} = {
  en,
  de,
  it,
  fr,
  es,
  pt,
  ro,
  nl,
  tr,
  da,
  pl,
  bg,
  sv,
  cs,
};

export function ticketDocumentTexts(lang: string): TicketDocumentTexts {
  // A ticket's language may carry a region (`de-CH`); its texts are those of the language.
  return textsIn(ticketDocumentTextsByLanguage, lang.toLowerCase().split(/[-_]/)[0] ?? '');
}
