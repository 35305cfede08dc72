/**
 * Texts of the e-mails the server sends about a reservation, per language of the reservation.
 * Placeholders are `{name}`, filled by `fill`.
 */
export interface EmailTexts {
  subjectConfirmed: string;
  subjectPaymentDue: string;
  greeting: string;
  confirmed: string;
  confirmedPayOnSite: string;
  confirmedPayLater: string;
  waitingBankTransfer: string;
  waitingCustom: string;
  bankAccount: string;
  bankAccountOwner: string;
  paymentReference: string;
  reservationNumber: string;
  yourOrder: string;
  total: string;
  vatIncluded: string;
  vatAdded: string;
  vatExempt: string;
  subscriptionPin: string;
  subscriptionOwner: string;
  invoiceAttached: string;
  receiptAttached: string;
  manage: string;
  questions: string;
  subjectRefunded: string;
  /** A payment that arrived when the order could no longer be honoured, and was given back. */
  refunded: string;
  refundSoldOut: string;
  refundNotPayable: string;
}

const en: EmailTexts = {
  subjectConfirmed: 'Your reservation {id} for {title}',
  subjectPaymentDue: 'Payment instructions for your reservation {id} for {title}',
  greeting: 'Hello {name},',
  confirmed: 'thank you: your reservation for {title} is confirmed.',
  confirmedPayOnSite: 'your reservation for {title} is confirmed. Please pay {total} at the desk when you arrive.',
  confirmedPayLater: 'your reservation for {title} is confirmed. Please pay {total} by bank transfer by {deadline}.',
  waitingBankTransfer:
    'we are holding your reservation for {title} until {deadline}. Please transfer {total} by then; afterwards the reservation is cancelled.',
  waitingCustom: 'we are holding your reservation for {title} until {deadline}. Please pay {total} with "{method}":',
  bankAccount: 'Bank account',
  bankAccountOwner: 'Account holder',
  paymentReference: 'Payment reference',
  reservationNumber: 'Reservation number',
  yourOrder: 'Your order',
  total: 'Total',
  vatIncluded: 'including VAT {rate}%: {vat}',
  vatAdded: 'VAT {rate}% added: {vat}',
  vatExempt: 'No VAT charged (reverse charge).',
  subscriptionPin: 'Your subscription PIN: {pin}',
  subscriptionOwner: 'Holder: {name}',
  invoiceAttached: 'Your invoice is attached.',
  receiptAttached: 'Your receipt is attached.',
  manage: 'See your reservation at any time: {link}',
  questions: 'Questions? Write to {organizer} at {email}.',
  subjectRefunded: 'Your payment for {title} has been refunded',
  refunded:
    'we received your payment of {total} for reservation {id} ({title}), but could not honour the order: {reason} We have given the full amount back; depending on your bank it may take a few days to show on your statement.',
  refundSoldOut: 'by the time the payment arrived, your reservation had expired and its tickets had been sold.',
  refundNotPayable: 'by the time the payment arrived, the order had already been paid or cancelled.',
};

const de: EmailTexts = {
  subjectConfirmed: 'Ihre Reservierung {id} für {title}',
  subjectPaymentDue: 'Zahlungsinformationen zu Ihrer Reservierung {id} für {title}',
  greeting: 'Guten Tag {name}',
  confirmed: 'Vielen Dank: Ihre Reservierung für {title} ist bestätigt.',
  confirmedPayOnSite:
    'Ihre Reservierung für {title} ist bestätigt. Bitte bezahlen Sie {total} bei Ihrer Ankunft an der Kasse.',
  confirmedPayLater: 'Ihre Reservierung für {title} ist bestätigt. Bitte überweisen Sie {total} bis {deadline}.',
  waitingBankTransfer:
    'Wir halten Ihre Reservierung für {title} bis {deadline} für Sie bereit. Bitte überweisen Sie {total} bis dahin; danach wird die Reservierung storniert.',
  waitingCustom:
    'Wir halten Ihre Reservierung für {title} bis {deadline} für Sie bereit. Bitte bezahlen Sie {total} mit «{method}»:',
  bankAccount: 'Bankkonto',
  bankAccountOwner: 'Kontoinhaber',
  paymentReference: 'Zahlungszweck',
  reservationNumber: 'Reservierungsnummer',
  yourOrder: 'Ihre Bestellung',
  total: 'Total',
  vatIncluded: 'inklusive MWST {rate}%: {vat}',
  vatAdded: 'zuzüglich MWST {rate}%: {vat}',
  vatExempt: 'Keine MWST verrechnet (Reverse Charge).',
  subscriptionPin: 'PIN Ihres Abonnements: {pin}',
  subscriptionOwner: 'Inhaber: {name}',
  invoiceAttached: 'Ihre Rechnung finden Sie im Anhang.',
  receiptAttached: 'Ihre Quittung finden Sie im Anhang.',
  manage: 'Ihre Reservierung können Sie jederzeit hier ansehen: {link}',
  questions: 'Fragen? Schreiben Sie {organizer} an {email}.',
  subjectRefunded: 'Ihre Zahlung für {title} wurde zurückerstattet',
  refunded:
    'Wir haben Ihre Zahlung von {total} für die Reservierung {id} ({title}) erhalten, konnten die Bestellung aber nicht ausführen: {reason} Wir haben Ihnen den ganzen Betrag zurückerstattet; je nach Bank erscheint er erst nach einigen Tagen auf Ihrem Konto.',
  refundSoldOut: 'Als die Zahlung eintraf, war Ihre Reservierung abgelaufen und die Tickets waren bereits verkauft.',
  refundNotPayable: 'Als die Zahlung eintraf, war die Bestellung bereits bezahlt oder storniert.',
};

const it: EmailTexts = {
  subjectConfirmed: 'La tua prenotazione {id} per {title}',
  subjectPaymentDue: 'Istruzioni di pagamento per la tua prenotazione {id} per {title}',
  greeting: 'Ciao {name},',
  confirmed: 'grazie: la tua prenotazione per {title} è confermata.',
  confirmedPayOnSite: 'la tua prenotazione per {title} è confermata. Paga {total} alla cassa al tuo arrivo.',
  confirmedPayLater:
    'la tua prenotazione per {title} è confermata. Paga {total} con bonifico bancario entro {deadline}.',
  waitingBankTransfer:
    'teniamo la tua prenotazione per {title} fino a {deadline}. Effettua un bonifico di {total} entro quella data; dopo la prenotazione viene annullata.',
  waitingCustom: 'teniamo la tua prenotazione per {title} fino a {deadline}. Paga {total} con «{method}»:',
  bankAccount: 'Conto bancario',
  bankAccountOwner: 'Intestatario',
  paymentReference: 'Causale',
  reservationNumber: 'Numero di prenotazione',
  yourOrder: 'Il tuo ordine',
  total: 'Totale',
  vatIncluded: 'IVA {rate}% inclusa: {vat}',
  vatAdded: 'più IVA {rate}%: {vat}',
  vatExempt: 'IVA non addebitata (inversione contabile).',
  subscriptionPin: 'PIN del tuo abbonamento: {pin}',
  subscriptionOwner: 'Titolare: {name}',
  invoiceAttached: 'In allegato trovi la tua fattura.',
  receiptAttached: 'In allegato trovi la tua ricevuta.',
  manage: 'Puoi vedere la tua prenotazione in qualsiasi momento: {link}',
  questions: 'Domande? Scrivi a {organizer} all’indirizzo {email}.',
  subjectRefunded: 'Il tuo pagamento per {title} è stato rimborsato',
  refunded:
    'abbiamo ricevuto il tuo pagamento di {total} per la prenotazione {id} ({title}), ma non abbiamo potuto evadere l’ordine: {reason} Ti abbiamo restituito l’intero importo; a seconda della banca, può comparire sul tuo estratto conto solo dopo qualche giorno.',
  refundSoldOut: 'quando è arrivato il pagamento, la prenotazione era scaduta e i biglietti erano già stati venduti.',
  refundNotPayable: 'quando è arrivato il pagamento, l’ordine era già stato pagato o annullato.',
};

const fr: EmailTexts = {
  subjectConfirmed: 'Votre réservation {id} pour {title}',
  subjectPaymentDue: 'Instructions de paiement pour votre réservation {id} pour {title}',
  greeting: 'Bonjour {name},',
  confirmed: 'merci : votre réservation pour {title} est confirmée.',
  confirmedPayOnSite:
    'votre réservation pour {title} est confirmée. Veuillez payer {total} à la caisse à votre arrivée.',
  confirmedPayLater: 'votre réservation pour {title} est confirmée. Veuillez virer {total} d’ici le {deadline}.',
  waitingBankTransfer:
    'nous gardons votre réservation pour {title} jusqu’au {deadline}. Veuillez virer {total} d’ici là ; passé ce délai, la réservation est annulée.',
  waitingCustom:
    'nous gardons votre réservation pour {title} jusqu’au {deadline}. Veuillez payer {total} par « {method} » :',
  bankAccount: 'Compte bancaire',
  bankAccountOwner: 'Titulaire du compte',
  paymentReference: 'Référence du paiement',
  reservationNumber: 'Numéro de réservation',
  yourOrder: 'Votre commande',
  total: 'Total',
  vatIncluded: 'dont TVA {rate} % : {vat}',
  vatAdded: 'TVA {rate} % en sus : {vat}',
  vatExempt: 'Aucune TVA facturée (autoliquidation).',
  subscriptionPin: 'PIN de votre abonnement : {pin}',
  subscriptionOwner: 'Titulaire : {name}',
  invoiceAttached: 'Votre facture est en pièce jointe.',
  receiptAttached: 'Votre reçu est en pièce jointe.',
  manage: 'Consultez votre réservation à tout moment : {link}',
  questions: 'Des questions ? Écrivez à {organizer} à l’adresse {email}.',
  subjectRefunded: 'Votre paiement pour {title} a été remboursé',
  refunded:
    'nous avons bien reçu votre paiement de {total} pour la réservation {id} ({title}), mais nous n’avons pas pu honorer la commande : {reason} Nous vous avons rendu la totalité du montant ; selon votre banque, il peut mettre quelques jours à apparaître sur votre relevé.',
  refundSoldOut: 'à l’arrivée du paiement, votre réservation avait expiré et ses billets avaient été vendus.',
  refundNotPayable: 'à l’arrivée du paiement, la commande avait déjà été payée ou annulée.',
};

const pl: EmailTexts = {
  subjectConfirmed: 'Twoja rezerwacja {id}: {title}',
  subjectPaymentDue: 'Instrukcja płatności do rezerwacji {id}: {title}',
  greeting: 'Dzień dobry {name},',
  confirmed: 'dziękujemy: Twoja rezerwacja na {title} jest potwierdzona.',
  confirmedPayOnSite: 'Twoja rezerwacja na {title} jest potwierdzona. Zapłać {total} w kasie po przybyciu na miejsce.',
  confirmedPayLater: 'Twoja rezerwacja na {title} jest potwierdzona. Przelej {total} do {deadline}.',
  waitingBankTransfer:
    'Twoja rezerwacja na {title} czeka na Ciebie do {deadline}. Przelej {total} do tego czasu; później rezerwacja zostanie anulowana.',
  waitingCustom: 'Twoja rezerwacja na {title} czeka na Ciebie do {deadline}. Zapłać {total} metodą „{method}”:',
  bankAccount: 'Konto bankowe',
  bankAccountOwner: 'Właściciel konta',
  paymentReference: 'Tytuł przelewu',
  reservationNumber: 'Numer rezerwacji',
  yourOrder: 'Twoje zamówienie',
  total: 'Razem',
  vatIncluded: 'w tym VAT {rate}%: {vat}',
  vatAdded: 'plus VAT {rate}%: {vat}',
  vatExempt: 'Bez VAT (odwrotne obciążenie).',
  subscriptionPin: 'PIN Twojego karnetu: {pin}',
  subscriptionOwner: 'Posiadacz: {name}',
  invoiceAttached: 'Faktura jest w załączniku.',
  receiptAttached: 'Paragon jest w załączniku.',
  manage: 'Swoją rezerwację możesz zawsze sprawdzić tutaj: {link}',
  questions: 'Masz pytania? Napisz do organizatora ({organizer}) na adres {email}.',
  subjectRefunded: 'Zwróciliśmy Twoją płatność za {title}',
  refunded:
    'otrzymaliśmy Twoją płatność w wysokości {total} za rezerwację {id} ({title}), ale nie mogliśmy zrealizować zamówienia: {reason} Zwróciliśmy całą kwotę; w zależności od banku może ona pojawić się na koncie dopiero po kilku dniach.',
  refundSoldOut: 'gdy płatność dotarła, Twoja rezerwacja już wygasła, a jej bilety zostały sprzedane.',
  refundNotPayable: 'gdy płatność dotarła, zamówienie było już opłacone lub anulowane.',
};

const bg: EmailTexts = {
  subjectConfirmed: 'Вашата резервация {id} за {title}',
  subjectPaymentDue: 'Указания за плащане на резервация {id} за {title}',
  greeting: 'Здравейте, {name}!',
  confirmed: 'Благодарим Ви: резервацията Ви за {title} е потвърдена.',
  confirmedPayOnSite: 'Резервацията Ви за {title} е потвърдена. Моля, платете {total} на касата при пристигане.',
  confirmedPayLater: 'Резервацията Ви за {title} е потвърдена. Моля, преведете {total} до {deadline}.',
  waitingBankTransfer:
    'Пазим резервацията Ви за {title} до {deadline}. Моля, преведете {total} дотогава; след това резервацията се отменя.',
  waitingCustom: 'Пазим резервацията Ви за {title} до {deadline}. Моля, платете {total} чрез „{method}“:',
  bankAccount: 'Банкова сметка',
  bankAccountOwner: 'Титуляр на сметката',
  paymentReference: 'Основание за плащане',
  reservationNumber: 'Номер на резервацията',
  yourOrder: 'Вашата поръчка',
  total: 'Общо',
  vatIncluded: 'включен ДДС {rate}%: {vat}',
  vatAdded: 'плюс ДДС {rate}%: {vat}',
  vatExempt: 'Без ДДС (обратно начисляване).',
  subscriptionPin: 'ПИН на абонамента Ви: {pin}',
  subscriptionOwner: 'Притежател: {name}',
  invoiceAttached: 'Фактурата Ви е приложена.',
  receiptAttached: 'Разписката Ви е приложена.',
  manage: 'Можете да видите резервацията си по всяко време тук: {link}',
  questions: 'Имате въпроси? Пишете на {organizer} на {email}.',
  subjectRefunded: 'Плащането Ви за {title} е възстановено',
  refunded:
    'Получихме плащането Ви от {total} за резервация {id} ({title}), но не можахме да изпълним поръчката: {reason} Възстановихме Ви цялата сума; в зависимост от банката може да минат няколко дни, докато се появи в извлечението Ви.',
  refundSoldOut: 'когато плащането пристигна, резервацията Ви вече беше изтекла, а билетите ѝ бяха продадени.',
  refundNotPayable: 'когато плащането пристигна, поръчката вече беше платена или отменена.',
};

const sv: EmailTexts = {
  subjectConfirmed: 'Din bokning {id} till {title}',
  subjectPaymentDue: 'Betalningsinstruktioner för din bokning {id} till {title}',
  greeting: 'Hej {name}!',
  confirmed: 'Tack! Din bokning till {title} är bekräftad.',
  confirmedPayOnSite: 'Din bokning till {title} är bekräftad. Betala {total} i kassan när du kommer.',
  confirmedPayLater: 'Din bokning till {title} är bekräftad. Betala {total} med banköverföring senast {deadline}.',
  waitingBankTransfer:
    'Vi håller din bokning till {title} fram till {deadline}. För över {total} innan dess; därefter avbokas den.',
  waitingCustom: 'Vi håller din bokning till {title} fram till {deadline}. Betala {total} med ”{method}”:',
  bankAccount: 'Bankkonto',
  bankAccountOwner: 'Kontoinnehavare',
  paymentReference: 'Betalningsreferens',
  reservationNumber: 'Bokningsnummer',
  yourOrder: 'Din beställning',
  total: 'Totalt',
  vatIncluded: 'varav moms {rate} %: {vat}',
  vatAdded: 'plus moms {rate} %: {vat}',
  vatExempt: 'Ingen moms debiteras (omvänd betalningsskyldighet).',
  subscriptionPin: 'Pinkod till ditt abonnemang: {pin}',
  subscriptionOwner: 'Innehavare: {name}',
  invoiceAttached: 'Din faktura är bifogad.',
  receiptAttached: 'Ditt kvitto är bifogat.',
  manage: 'Se din bokning när som helst: {link}',
  questions: 'Frågor? Skriv till {organizer} på {email}.',
  subjectRefunded: 'Din betalning för {title} har återbetalats',
  refunded:
    'Vi tog emot din betalning på {total} för bokning {id} ({title}) men kunde inte genomföra beställningen: {reason} Vi har betalat tillbaka hela beloppet; beroende på din bank kan det dröja några dagar innan det syns på ditt konto.',
  refundSoldOut: 'när betalningen kom fram hade din bokning gått ut och biljetterna sålts.',
  refundNotPayable: 'när betalningen kom fram var beställningen redan betald eller avbruten.',
};

const cs: EmailTexts = {
  subjectConfirmed: 'Vaše rezervace {id}: {title}',
  subjectPaymentDue: 'Platební pokyny k rezervaci {id}: {title}',
  greeting: 'Dobrý den, {name},',
  confirmed: 'děkujeme: vaše rezervace na {title} je potvrzena.',
  confirmedPayOnSite: 'vaše rezervace na {title} je potvrzena. Zaplaťte prosím {total} na pokladně při příchodu.',
  confirmedPayLater: 'vaše rezervace na {title} je potvrzena. Převeďte prosím {total} do {deadline}.',
  waitingBankTransfer:
    'vaši rezervaci na {title} pro vás držíme do {deadline}. Převeďte prosím do té doby {total}; poté bude rezervace zrušena.',
  waitingCustom: 'vaši rezervaci na {title} pro vás držíme do {deadline}. Zaplaťte prosím {total} způsobem „{method}“:',
  bankAccount: 'Bankovní účet',
  bankAccountOwner: 'Majitel účtu',
  paymentReference: 'Zpráva pro příjemce',
  reservationNumber: 'Číslo rezervace',
  yourOrder: 'Vaše objednávka',
  total: 'Celkem',
  vatIncluded: 'včetně DPH {rate} %: {vat}',
  vatAdded: 'plus DPH {rate} %: {vat}',
  vatExempt: 'Bez DPH (přenesená daňová povinnost).',
  subscriptionPin: 'PIN vašeho předplatného: {pin}',
  subscriptionOwner: 'Držitel: {name}',
  invoiceAttached: 'Fakturu najdete v příloze.',
  receiptAttached: 'Účtenku najdete v příloze.',
  manage: 'Svou rezervaci si můžete kdykoli zobrazit zde: {link}',
  questions: 'Máte dotazy? Napište pořadateli {organizer} na {email}.',
  subjectRefunded: 'Vaše platba za {title} byla vrácena',
  refunded:
    'obdrželi jsme vaši platbu {total} za rezervaci {id} ({title}), objednávku jsme však nemohli vyřídit: {reason} Celou částku jsme vám vrátili; podle vaší banky se může na výpisu objevit až za několik dní.',
  refundSoldOut: 'když platba dorazila, vaše rezervace už vypršela a její vstupenky byly prodány.',
  refundNotPayable: 'když platba dorazila, objednávka už byla zaplacena nebo zrušena.',
};

/** Every language with its own texts; any other gets English. */
export const emailTextsByLanguage: Record<string, EmailTexts> = { en, de, it, fr, pl, bg, sv, cs };

export function emailTexts(lang: string): EmailTexts {
  return emailTextsByLanguage[lang] ?? en;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
