import { textsIn } from './fill.ts';

/**
 * Texts of the e-mail offering a freed seat to someone on an event's waiting list, in the
 * language they signed up in. The greeting and the closing line come from the reservation's
 * e-mail texts.
 */
export interface WaitingListTexts {
  subjectOffer: string;
  /** `{deadline}`: when the hold ends, in the event's time zone. */
  offer: string;
  offerLink: string;
  offerLapse: string;
}

const en: WaitingListTexts = {
  subjectOffer: 'A place for {title} is being held for you',
  offer: 'a place for {title} has become free, and we are holding it for you until {deadline}.',
  offerLink: 'Complete your reservation here: {link}',
  offerLapse:
    'If the reservation is not completed by then, the place goes to the next person on the waiting list. If you no longer want it, cancel the reservation on that page and the place moves on at once.',
};

const de: WaitingListTexts = {
  subjectOffer: 'Ein Platz für {title} ist für Sie reserviert',
  offer: 'für {title} ist ein Platz frei geworden. Wir halten ihn bis {deadline} für Sie.',
  offerLink: 'Schliessen Sie Ihre Reservierung hier ab: {link}',
  offerLapse:
    'Ist die Reservierung bis dahin nicht abgeschlossen, geht der Platz an die nächste Person auf der Warteliste. Möchten Sie ihn nicht mehr, stornieren Sie die Reservierung auf dieser Seite; der Platz geht dann sofort weiter.',
};

const it: WaitingListTexts = {
  subjectOffer: 'Un posto per {title} è riservato per te',
  offer: 'si è liberato un posto per {title} e lo teniamo per te fino a {deadline}.',
  offerLink: 'Completa qui la tua prenotazione: {link}',
  offerLapse:
    'Se la prenotazione non è completata entro quel momento, il posto passa alla persona successiva nella lista d’attesa. Se non lo desideri più, annulla la prenotazione su quella pagina e il posto passa subito oltre.',
};

const fr: WaitingListTexts = {
  subjectOffer: 'Une place pour {title} vous est réservée',
  offer: 'une place pour {title} s’est libérée et nous vous la gardons jusqu’au {deadline}.',
  offerLink: 'Finalisez votre réservation ici : {link}',
  offerLapse:
    'Si la réservation n’est pas finalisée d’ici là, la place revient à la personne suivante sur la liste d’attente. Si vous n’en voulez plus, annulez la réservation sur cette page et la place passe aussitôt à quelqu’un d’autre.',
};

const es: WaitingListTexts = {
  subjectOffer: 'Te reservamos una plaza para {title}',
  offer: 'ha quedado libre una plaza para {title} y te la guardamos hasta el {deadline}.',
  offerLink: 'Completa tu reserva aquí: {link}',
  offerLapse:
    'Si la reserva no se completa antes de esa hora, la plaza pasará a la siguiente persona de la lista de espera. Si ya no la quieres, cancela la reserva en esa página y la plaza pasará a otra persona de inmediato.',
};

const pt: WaitingListTexts = {
  subjectOffer: 'Um lugar para {title} está reservado para si',
  offer: 'ficou livre um lugar para {title} e guardamo-lo para si até {deadline}.',
  offerLink: 'Conclua a sua reserva aqui: {link}',
  offerLapse:
    'Se a reserva não for concluída até lá, o lugar passa para a pessoa seguinte na lista de espera. Se já não o quiser, cancele a reserva nessa página e o lugar passa de imediato para outra pessoa.',
};

const ro: WaitingListTexts = {
  subjectOffer: 'Un loc la {title} este rezervat pentru dumneavoastră',
  offer: 's-a eliberat un loc la {title} și îl păstrăm pentru dumneavoastră până la {deadline}.',
  offerLink: 'Finalizați rezervarea aici: {link}',
  offerLapse:
    'Dacă rezervarea nu este finalizată până atunci, locul trece la următoarea persoană de pe lista de așteptare. Dacă nu îl mai doriți, anulați rezervarea pe acea pagină și locul trece imediat mai departe.',
};

const nl: WaitingListTexts = {
  subjectOffer: 'Er staat een plaats voor {title} voor u klaar',
  offer: 'er is een plaats voor {title} vrijgekomen en we houden die tot {deadline} voor u vast.',
  offerLink: 'Rond uw reservering hier af: {link}',
  offerLapse:
    'Is de reservering dan niet afgerond, dan gaat de plaats naar de volgende persoon op de wachtlijst. Wilt u haar niet meer, annuleer de reservering dan op die pagina; de plaats gaat dan meteen door.',
};

const tr: WaitingListTexts = {
  subjectOffer: '{title} için bir yer sizin için ayrıldı',
  offer: '{title} için bir yer boşaldı ve bunu {deadline} tarihine kadar sizin için tutuyoruz.',
  offerLink: 'Rezervasyonunuzu buradan tamamlayın: {link}',
  offerLapse:
    'Rezervasyon o zamana kadar tamamlanmazsa yer, bekleme listesindeki bir sonraki kişiye geçer. Artık istemiyorsanız rezervasyonu o sayfada iptal edin; yer hemen bir sonraki kişiye geçer.',
};

const da: WaitingListTexts = {
  subjectOffer: 'En plads til {title} er reserveret til dig',
  offer: 'der er blevet en plads fri til {title}, og vi holder den til dig indtil {deadline}.',
  offerLink: 'Gennemfør din reservation her: {link}',
  offerLapse:
    'Hvis reservationen ikke er gennemført inden da, går pladsen til den næste på ventelisten. Hvis du ikke længere ønsker den, så annullér reservationen på siden, så går pladsen straks videre.',
};

const pl: WaitingListTexts = {
  subjectOffer: 'Miejsce na {title} czeka na Ciebie',
  offer: 'zwolniło się miejsce na {title} i zatrzymujemy je dla Ciebie do {deadline}.',
  offerLink: 'Dokończ rezerwację tutaj: {link}',
  offerLapse:
    'Jeśli rezerwacja nie zostanie dokończona do tego czasu, miejsce przejdzie na kolejną osobę z listy oczekujących. Jeśli już go nie chcesz, anuluj rezerwację na tej stronie, a miejsce od razu trafi do kolejnej osoby.',
};

const bg: WaitingListTexts = {
  subjectOffer: 'Място за {title} е запазено за Вас',
  offer: 'освободи се място за {title} и го пазим за Вас до {deadline}.',
  offerLink: 'Завършете резервацията си тук: {link}',
  offerLapse:
    'Ако резервацията не бъде завършена дотогава, мястото отива при следващия човек от листата на чакащите. Ако вече не го искате, откажете резервацията на тази страница и мястото веднага отива при следващия.',
};

const sv: WaitingListTexts = {
  subjectOffer: 'En plats till {title} är reserverad åt dig',
  offer: 'en plats till {title} har blivit ledig och vi håller den åt dig till {deadline}.',
  offerLink: 'Slutför din bokning här: {link}',
  offerLapse:
    'Om bokningen inte är slutförd då går platsen till nästa person på väntelistan. Om du inte längre vill ha den kan du avboka på sidan, så går platsen genast vidare.',
};

const cs: WaitingListTexts = {
  subjectOffer: 'Místo na {title} je pro vás rezervováno',
  offer: 'uvolnilo se místo na {title} a držíme ho pro vás do {deadline}.',
  offerLink: 'Dokončete rezervaci zde: {link}',
  offerLapse:
    'Pokud rezervaci do té doby nedokončíte, místo připadne dalšímu člověku na čekací listině. Pokud ho už nechcete, zrušte rezervaci na té stránce a místo hned přejde dál.',
};

export const waitingListTextsByLanguage: Readonly<Record<string, WaitingListTexts>> & { en: WaitingListTexts } = {
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

export function waitingListTexts(lang: string): WaitingListTexts {
  return textsIn(waitingListTextsByLanguage, lang);
}
