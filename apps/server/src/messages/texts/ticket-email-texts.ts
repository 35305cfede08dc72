import { textsIn } from './fill.ts';

/**
 * Texts of the e-mails a ticket holder receives, per language.
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

const pl: TicketEmailTexts = {
  subjectTicket: 'Twój bilet na {title}',
  subjectCancelled: 'Twój bilet na {title} został anulowany',
  greeting: 'Dzień dobry {name},',
  yourTicket: 'oto Twój bilet na {title}.',
  category: 'Kategoria',
  when: 'Kiedy',
  where: 'Gdzie',
  reservationNumber: 'Numer rezerwacji',
  pdfAttached: 'Bilet jest w załączniku jako PDF: okaż go przy wejściu, wydrukowany lub w telefonie.',
  payAtDesk: 'Za ten bilet zapłać w kasie po przybyciu na miejsce.',
  showTicket: 'Swój bilet możesz zawsze zobaczyć tutaj: {link}',
  joinOnline: 'Gdy wydarzenie się rozpocznie, dołącz do niego online tutaj: {link}',
  cancelled: 'Twój bilet {ticket} na {title} został anulowany i nie jest już ważny.',
  questions: 'Masz pytania? Napisz do organizatora ({organizer}) na adres {email}.',
};

const bg: TicketEmailTexts = {
  subjectTicket: 'Вашият билет за {title}',
  subjectCancelled: 'Вашият билет за {title} е анулиран',
  greeting: 'Здравейте, {name}!',
  yourTicket: 'Ето Вашия билет за {title}.',
  category: 'Категория',
  when: 'Кога',
  where: 'Къде',
  reservationNumber: 'Номер на резервацията',
  pdfAttached: 'Билетът Ви е приложен като PDF: покажете го на входа, разпечатан или на телефона си.',
  payAtDesk: 'Моля, платете този билет на касата при пристигане.',
  showTicket: 'Можете да видите билета си по всяко време тук: {link}',
  joinOnline: 'Включете се онлайн оттук, когато събитието започне: {link}',
  cancelled: 'Вашият билет {ticket} за {title} е анулиран и вече не е валиден.',
  questions: 'Имате въпроси? Пишете на {organizer} на {email}.',
};

const sv: TicketEmailTexts = {
  subjectTicket: 'Din biljett till {title}',
  subjectCancelled: 'Din biljett till {title} har annullerats',
  greeting: 'Hej {name}!',
  yourTicket: 'Här är din biljett till {title}.',
  category: 'Kategori',
  when: 'När',
  where: 'Var',
  reservationNumber: 'Bokningsnummer',
  pdfAttached: 'Din biljett är bifogad som PDF: visa den vid entrén, utskriven eller i mobilen.',
  payAtDesk: 'Betala den här biljetten i kassan när du kommer.',
  showTicket: 'Se din biljett när som helst: {link}',
  joinOnline: 'Anslut till evenemanget online här när det börjar: {link}',
  cancelled: 'Din biljett {ticket} till {title} har annullerats och gäller inte längre.',
  questions: 'Frågor? Skriv till {organizer} på {email}.',
};

const cs: TicketEmailTexts = {
  subjectTicket: 'Vaše vstupenka na {title}',
  subjectCancelled: 'Vaše vstupenka na {title} byla zrušena',
  greeting: 'Dobrý den, {name},',
  yourTicket: 'posíláme vaši vstupenku na {title}.',
  category: 'Kategorie',
  when: 'Kdy',
  where: 'Kde',
  reservationNumber: 'Číslo rezervace',
  pdfAttached: 'Vstupenku najdete v příloze jako PDF: předložte ji u vstupu vytištěnou nebo v telefonu.',
  payAtDesk: 'Tuto vstupenku prosím zaplaťte na pokladně při příchodu.',
  showTicket: 'Svou vstupenku si můžete kdykoli zobrazit zde: {link}',
  joinOnline: 'Až akce začne, připojte se online zde: {link}',
  cancelled: 'vaše vstupenka {ticket} na {title} byla zrušena a už neplatí.',
  questions: 'Máte dotazy? Napište pořadateli {organizer} na {email}.',
};

/** Every language with its own texts; any other gets English. */
const es: TicketEmailTexts = {
  subjectTicket: 'Tu entrada para {title}',
  subjectCancelled: 'Tu entrada para {title} se ha cancelado',
  greeting: 'Hola, {name}:',
  yourTicket: 'Aquí tienes tu entrada para {title}.',
  category: 'Categoría',
  when: 'Cuándo',
  where: 'Dónde',
  reservationNumber: 'Número de reserva',
  pdfAttached: 'Te adjuntamos la entrada en PDF: muéstrala en el acceso, impresa o en el móvil.',
  payAtDesk: 'Paga esta entrada en taquilla cuando llegues.',
  showTicket: 'Consulta tu entrada cuando quieras: {link}',
  joinOnline: 'Únete al evento en línea desde aquí cuando empiece: {link}',
  cancelled: 'Tu entrada {ticket} para {title} se ha cancelado y ya no es válida.',
  questions: '¿Tienes preguntas? Escribe a {organizer} a la dirección {email}.',
};

const pt: TicketEmailTexts = {
  subjectTicket: 'O seu bilhete para {title}',
  subjectCancelled: 'O seu bilhete para {title} foi cancelado',
  greeting: 'Olá, {name},',
  yourTicket: 'Aqui está o seu bilhete para {title}.',
  category: 'Categoria',
  when: 'Quando',
  where: 'Onde',
  reservationNumber: 'Número da reserva',
  pdfAttached: 'O seu bilhete segue em anexo em PDF: mostre-o à entrada, impresso ou no telemóvel.',
  payAtDesk: 'Pague este bilhete na bilheteira quando chegar.',
  showTicket: 'Consulte o seu bilhete a qualquer momento: {link}',
  joinOnline: 'Junte-se ao evento online a partir daqui quando começar: {link}',
  cancelled: 'O seu bilhete {ticket} para {title} foi cancelado e já não é válido.',
  questions: 'Tem dúvidas? Escreva a {organizer} para {email}.',
};

const ro: TicketEmailTexts = {
  subjectTicket: 'Biletul dumneavoastră pentru {title}',
  subjectCancelled: 'Biletul dumneavoastră pentru {title} a fost anulat',
  greeting: 'Bună ziua, {name},',
  yourTicket: 'Iată biletul dumneavoastră pentru {title}.',
  category: 'Categorie',
  when: 'Când',
  where: 'Unde',
  reservationNumber: 'Numărul rezervării',
  pdfAttached: 'Biletul este atașat în format PDF: prezentați-l la intrare, tipărit sau pe telefon.',
  payAtDesk: 'Plătiți acest bilet la casă, la sosire.',
  showTicket: 'Vă puteți vedea oricând biletul aici: {link}',
  joinOnline: 'Intrați la evenimentul online de aici, când începe: {link}',
  cancelled: 'Biletul dumneavoastră {ticket} pentru {title} a fost anulat și nu mai este valabil.',
  questions: 'Aveți întrebări? Scrieți-i organizatorului {organizer} la {email}.',
};

const nl: TicketEmailTexts = {
  subjectTicket: 'Je ticket voor {title}',
  subjectCancelled: 'Je ticket voor {title} is geannuleerd',
  greeting: 'Hallo {name},',
  yourTicket: 'Hier is je ticket voor {title}.',
  category: 'Categorie',
  when: 'Wanneer',
  where: 'Waar',
  reservationNumber: 'Reserveringsnummer',
  pdfAttached: 'Je ticket zit als pdf in de bijlage: laat het bij de ingang zien, geprint of op je telefoon.',
  payAtDesk: 'Betaal dit ticket bij aankomst aan de kassa.',
  showTicket: 'Bekijk je ticket op elk moment: {link}',
  joinOnline: 'Neem hier online deel zodra het evenement begint: {link}',
  cancelled: 'Je ticket {ticket} voor {title} is geannuleerd en niet meer geldig.',
  questions: 'Vragen? Mail {organizer} via {email}.',
};

const tr: TicketEmailTexts = {
  subjectTicket: '{title} için biletiniz',
  subjectCancelled: '{title} için biletiniz iptal edildi',
  greeting: 'Merhaba {name},',
  yourTicket: 'İşte {title} için biletiniz.',
  category: 'Kategori',
  when: 'Ne zaman',
  where: 'Nerede',
  reservationNumber: 'Rezervasyon numarası',
  pdfAttached: 'Biletiniz PDF olarak ektedir: girişte basılı olarak veya telefonunuzda gösterin.',
  payAtDesk: 'Lütfen bu biletin ödemesini gelişinizde gişede yapın.',
  showTicket: 'Biletinizi dilediğiniz zaman görüntüleyin: {link}',
  joinOnline: 'Etkinlik başladığında buradan çevrim içi katılın: {link}',
  cancelled: '{title} için {ticket} numaralı biletiniz iptal edildi ve artık geçerli değil.',
  questions: 'Sorularınız için {organizer} ile {email} adresinden iletişime geçebilirsiniz.',
};

const da: TicketEmailTexts = {
  subjectTicket: 'Din billet til {title}',
  subjectCancelled: 'Din billet til {title} er annulleret',
  greeting: 'Hej {name}',
  yourTicket: 'Her er din billet til {title}.',
  category: 'Kategori',
  when: 'Hvornår',
  where: 'Hvor',
  reservationNumber: 'Reservationsnummer',
  pdfAttached: 'Din billet er vedhæftet som PDF: vis den ved indgangen, udskrevet eller på din telefon.',
  payAtDesk: 'Betal for billetten ved kassen, når du ankommer.',
  showTicket: 'Se din billet når som helst: {link}',
  joinOnline: 'Deltag online herfra, når arrangementet begynder: {link}',
  cancelled: 'Din billet {ticket} til {title} er annulleret og er ikke længere gyldig.',
  questions: 'Spørgsmål? Skriv til {organizer} på {email}.',
};

export const ticketEmailTextsByLanguage: Readonly<Record<string, TicketEmailTexts>> & { en: TicketEmailTexts } = {
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

export function ticketEmailTexts(lang: string): TicketEmailTexts {
  return textsIn(ticketEmailTextsByLanguage, lang);
}
