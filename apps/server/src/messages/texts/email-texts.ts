import { textsIn } from './fill.ts';

/**
 * Texts of the e-mails the server sends about a reservation, per language of the reservation.
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
  /** A paid order the buyer cancelled: what happens to the tickets and the money. */
  subjectCancelled: string;
  cancelled: string;
  /** One ticket of a paid order the buyer cancelled from the ticket's page; the order's other tickets stay valid. */
  subjectTicketCancelled: string;
  ticketCancelled: string;
  cancelledRefundProvider: string;
  cancelledRefundOrganizer: string;
  cancelledFee: string;
  /** The e-mail listing the links to a buyer's reservations of an event, asked for from the event page. */
  subjectLinkRecovery: string;
  linkRecoveryIntro: string;
  linkRecoveryItem: string;
  linkRecoveryNotAsked: string;
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
  subjectCancelled: 'Your reservation {id} for {title} is cancelled',
  cancelled: 'as you asked, your reservation {id} for {title} is cancelled; its tickets are no longer valid.',
  subjectTicketCancelled: 'A ticket of your reservation {id} for {title} is cancelled',
  ticketCancelled:
    'as you asked, the ticket “{ticket}” of your reservation {id} for {title} is cancelled and no longer valid; the other tickets of the reservation stay valid.',
  cancelledRefundProvider:
    '{refund} goes back to the card or account you paid with; depending on your bank it may take a few days to show on your statement.',
  cancelledRefundOrganizer: '{organizer} will pay {refund} back to you by bank transfer.',
  cancelledFee: 'A cancellation fee of {fee} was kept.',
  subjectLinkRecovery: 'Your reservations for {title}',
  linkRecoveryIntro: 'you asked for the links to your reservations for {title}. Here they are:',
  linkRecoveryItem: 'Reservation {id}: {link}',
  linkRecoveryNotAsked: 'If you did not ask for this e-mail, you can ignore it; nothing has changed.',
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
  subjectCancelled: 'Ihre Reservierung {id} für {title} ist storniert',
  cancelled: 'wie gewünscht ist Ihre Reservierung {id} für {title} storniert; ihre Tickets sind nicht mehr gültig.',
  subjectTicketCancelled: 'Ein Ticket Ihrer Reservierung {id} für {title} ist storniert',
  ticketCancelled:
    'wie gewünscht ist das Ticket „{ticket}“ Ihrer Reservierung {id} für {title} storniert und nicht mehr gültig; die übrigen Tickets der Reservierung bleiben gültig.',
  cancelledRefundProvider:
    '{refund} gehen auf die Karte oder das Konto zurück, mit der bzw. dem Sie bezahlt haben; je nach Bank kann es einige Tage dauern, bis der Betrag auf Ihrem Auszug erscheint.',
  cancelledRefundOrganizer: '{organizer} überweist Ihnen {refund} per Banküberweisung zurück.',
  cancelledFee: 'Eine Stornogebühr von {fee} wurde einbehalten.',
  subjectLinkRecovery: 'Ihre Reservierungen für {title}',
  linkRecoveryIntro: 'Sie haben die Links zu Ihren Reservierungen für {title} angefordert. Hier sind sie:',
  linkRecoveryItem: 'Reservierung {id}: {link}',
  linkRecoveryNotAsked:
    'Falls Sie diese E-Mail nicht angefordert haben, können Sie sie ignorieren; es hat sich nichts geändert.',
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
  subjectCancelled: 'La tua prenotazione {id} per {title} è annullata',
  cancelled: 'come richiesto, la tua prenotazione {id} per {title} è annullata; i suoi biglietti non sono più validi.',
  subjectTicketCancelled: 'Un biglietto della tua prenotazione {id} per {title} è annullato',
  ticketCancelled:
    'come richiesto, il biglietto «{ticket}» della tua prenotazione {id} per {title} è annullato e non è più valido; gli altri biglietti della prenotazione restano validi.',
  cancelledRefundProvider:
    '{refund} tornano sulla carta o sul conto con cui hai pagato; a seconda della banca potrebbero servire alcuni giorni prima che compaiano nell’estratto conto.',
  cancelledRefundOrganizer: '{organizer} ti restituirà {refund} con un bonifico bancario.',
  cancelledFee: 'È stata trattenuta una penale di annullamento di {fee}.',
  subjectLinkRecovery: 'Le tue prenotazioni per {title}',
  linkRecoveryIntro: 'hai chiesto i link alle tue prenotazioni per {title}. Eccoli:',
  linkRecoveryItem: 'Prenotazione {id}: {link}',
  linkRecoveryNotAsked: 'Se non hai chiesto questa e-mail, puoi ignorarla; non è cambiato nulla.',
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
  subjectCancelled: 'Votre réservation {id} pour {title} est annulée',
  cancelled:
    'comme vous l’avez demandé, votre réservation {id} pour {title} est annulée ; ses billets ne sont plus valables.',
  subjectTicketCancelled: 'Un billet de votre réservation {id} pour {title} est annulé',
  ticketCancelled:
    'comme vous l’avez demandé, le billet « {ticket} » de votre réservation {id} pour {title} est annulé et n’est plus valable ; les autres billets de la réservation restent valables.',
  cancelledRefundProvider:
    '{refund} sont reversés sur la carte ou le compte avec lequel vous avez payé ; selon votre banque, il peut falloir quelques jours avant qu’ils apparaissent sur votre relevé.',
  cancelledRefundOrganizer: '{organizer} vous remboursera {refund} par virement bancaire.',
  cancelledFee: 'Des frais d’annulation de {fee} ont été retenus.',
  subjectLinkRecovery: 'Vos réservations pour {title}',
  linkRecoveryIntro: 'vous avez demandé les liens vers vos réservations pour {title}. Les voici :',
  linkRecoveryItem: 'Réservation {id} : {link}',
  linkRecoveryNotAsked: 'Si vous n’avez pas demandé cet e-mail, vous pouvez l’ignorer ; rien n’a changé.',
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
  subjectCancelled: 'Twoja rezerwacja {id} na {title} została anulowana',
  cancelled: 'zgodnie z Twoją prośbą rezerwacja {id} na {title} została anulowana; jej bilety nie są już ważne.',
  subjectTicketCancelled: 'Bilet z Twojej rezerwacji {id} na {title} został anulowany',
  ticketCancelled:
    'zgodnie z Twoją prośbą bilet „{ticket}” z rezerwacji {id} na {title} został anulowany i nie jest już ważny; pozostałe bilety z rezerwacji pozostają ważne.',
  cancelledRefundProvider:
    '{refund} wraca na kartę lub konto, którym zapłacono; w zależności od banku może minąć kilka dni, zanim kwota pojawi się na wyciągu.',
  cancelledRefundOrganizer: '{organizer} zwróci Ci {refund} przelewem bankowym.',
  cancelledFee: 'Zatrzymano opłatę za anulowanie w wysokości {fee}.',
  subjectLinkRecovery: 'Twoje rezerwacje na {title}',
  linkRecoveryIntro: 'poprosiłeś o linki do swoich rezerwacji na {title}. Oto one:',
  linkRecoveryItem: 'Rezerwacja {id}: {link}',
  linkRecoveryNotAsked: 'Jeśli nie prosiłeś o tę wiadomość, możesz ją zignorować; nic się nie zmieniło.',
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
  subjectCancelled: 'Резервацията Ви {id} за {title} е анулирана',
  cancelled: 'по Ваше желание резервацията Ви {id} за {title} е анулирана; билетите ѝ вече не са валидни.',
  subjectTicketCancelled: 'Билет от резервацията Ви {id} за {title} е анулиран',
  ticketCancelled:
    'по Ваше желание билетът „{ticket}“ от резервацията Ви {id} за {title} е анулиран и вече не е валиден; останалите билети от резервацията остават валидни.',
  cancelledRefundProvider:
    '{refund} се връщат по картата или сметката, с която платихте; в зависимост от банката Ви може да минат няколко дни, докато сумата се появи в извлечението.',
  cancelledRefundOrganizer: '{organizer} ще Ви върне {refund} с банков превод.',
  cancelledFee: 'Удържана е такса за анулиране от {fee}.',
  subjectLinkRecovery: 'Вашите резервации за {title}',
  linkRecoveryIntro: 'поискахте връзките към вашите резервации за {title}. Ето ги:',
  linkRecoveryItem: 'Резервация {id}: {link}',
  linkRecoveryNotAsked: 'Ако не сте поискали този имейл, можете да го пренебрегнете; нищо не е променено.',
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
  subjectCancelled: 'Din bokning {id} för {title} är avbokad',
  cancelled: 'som du bad om är din bokning {id} för {title} avbokad; dess biljetter gäller inte längre.',
  subjectTicketCancelled: 'En biljett i din bokning {id} för {title} är avbokad',
  ticketCancelled:
    'som du bad om är biljetten ”{ticket}” i din bokning {id} för {title} avbokad och gäller inte längre; bokningens övriga biljetter gäller fortfarande.',
  cancelledRefundProvider:
    '{refund} betalas tillbaka till kortet eller kontot du betalade med; beroende på din bank kan det ta några dagar innan beloppet syns på ditt kontoutdrag.',
  cancelledRefundOrganizer: '{organizer} betalar tillbaka {refund} till dig via banköverföring.',
  cancelledFee: 'En avbokningsavgift på {fee} har behållits.',
  subjectLinkRecovery: 'Dina bokningar för {title}',
  linkRecoveryIntro: 'du bad om länkarna till dina bokningar för {title}. Här är de:',
  linkRecoveryItem: 'Bokning {id}: {link}',
  linkRecoveryNotAsked: 'Om du inte bad om det här mejlet kan du bortse från det; inget har ändrats.',
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
  subjectCancelled: 'Vaše rezervace {id} na {title} je zrušena',
  cancelled: 'podle Vašeho přání je Vaše rezervace {id} na {title} zrušena; její vstupenky již neplatí.',
  subjectTicketCancelled: 'Vstupenka z Vaší rezervace {id} na {title} je zrušena',
  ticketCancelled:
    'podle Vašeho přání je vstupenka „{ticket}“ z Vaší rezervace {id} na {title} zrušena a již neplatí; ostatní vstupenky rezervace zůstávají platné.',
  cancelledRefundProvider:
    '{refund} se vrací na kartu nebo účet, kterými jste platili; podle Vaší banky může trvat několik dní, než se částka objeví na výpisu.',
  cancelledRefundOrganizer: '{organizer} Vám vrátí {refund} bankovním převodem.',
  cancelledFee: 'Byl ponechán storno poplatek {fee}.',
  subjectLinkRecovery: 'Vaše rezervace na {title}',
  linkRecoveryIntro: 'požádali jste o odkazy na své rezervace na {title}. Zde jsou:',
  linkRecoveryItem: 'Rezervace {id}: {link}',
  linkRecoveryNotAsked: 'Pokud jste o tento e-mail nežádali, můžete ho ignorovat; nic se nezměnilo.',
};

/** Every language with its own texts; any other gets English. */
const es: EmailTexts = {
  subjectConfirmed: 'Tu reserva {id} para {title}',
  subjectPaymentDue: 'Instrucciones de pago de tu reserva {id} para {title}',
  greeting: 'Hola, {name}:',
  confirmed: 'Gracias: tu reserva para {title} está confirmada.',
  confirmedPayOnSite: 'Tu reserva para {title} está confirmada. Paga {total} en taquilla cuando llegues.',
  confirmedPayLater:
    'Tu reserva para {title} está confirmada. Paga {total} por transferencia bancaria antes del {deadline}.',
  waitingBankTransfer:
    'Te guardamos la reserva para {title} hasta el {deadline}. Transfiere {total} antes de esa fecha; después, la reserva se cancelará.',
  waitingCustom: 'Te guardamos la reserva para {title} hasta el {deadline}. Paga {total} mediante «{method}»:',
  bankAccount: 'Cuenta bancaria',
  bankAccountOwner: 'Titular de la cuenta',
  paymentReference: 'Concepto',
  reservationNumber: 'Número de reserva',
  yourOrder: 'Tu pedido',
  total: 'Total',
  vatIncluded: 'IVA incluido ({rate}%): {vat}',
  vatAdded: 'más IVA ({rate}%): {vat}',
  vatExempt: 'Sin IVA (inversión del sujeto pasivo).',
  subscriptionPin: 'PIN de tu abono: {pin}',
  subscriptionOwner: 'Titular: {name}',
  invoiceAttached: 'Te adjuntamos la factura.',
  receiptAttached: 'Te adjuntamos el recibo.',
  manage: 'Consulta tu reserva cuando quieras: {link}',
  questions: '¿Tienes preguntas? Escribe a {organizer} a la dirección {email}.',
  subjectRefunded: 'Te hemos devuelto el pago para {title}',
  refunded:
    'Hemos recibido tu pago de {total} para la reserva {id} ({title}), pero no hemos podido atender el pedido: {reason} Te hemos devuelto el importe completo; según tu banco, puede tardar unos días en aparecer en tu extracto.',
  refundSoldOut: 'cuando llegó el pago, tu reserva había caducado y sus entradas ya se habían vendido.',
  refundNotPayable: 'cuando llegó el pago, el pedido ya estaba pagado o cancelado.',
  subjectCancelled: 'Tu reserva {id} para {title} está cancelada',
  cancelled: 'como pediste, tu reserva {id} para {title} está cancelada; sus entradas ya no son válidas.',
  subjectTicketCancelled: 'Una entrada de tu reserva {id} para {title} está cancelada',
  ticketCancelled:
    'como pediste, la entrada «{ticket}» de tu reserva {id} para {title} está cancelada y ya no es válida; las demás entradas de la reserva siguen siendo válidas.',
  cancelledRefundProvider:
    '{refund} se devuelven a la tarjeta o cuenta con la que pagaste; según tu banco, puede tardar unos días en aparecer en tu extracto.',
  cancelledRefundOrganizer: '{organizer} te devolverá {refund} por transferencia bancaria.',
  cancelledFee: 'Se ha retenido una tarifa de cancelación de {fee}.',
  subjectLinkRecovery: 'Tus reservas para {title}',
  linkRecoveryIntro: 'has pedido los enlaces a tus reservas para {title}. Aquí los tienes:',
  linkRecoveryItem: 'Reserva {id}: {link}',
  linkRecoveryNotAsked: 'Si no has pedido este correo, puedes ignorarlo; no ha cambiado nada.',
};

const pt: EmailTexts = {
  subjectConfirmed: 'A sua reserva {id} para {title}',
  subjectPaymentDue: 'Instruções de pagamento da sua reserva {id} para {title}',
  greeting: 'Olá, {name},',
  confirmed: 'Obrigado: a sua reserva para {title} está confirmada.',
  confirmedPayOnSite: 'A sua reserva para {title} está confirmada. Pague {total} na bilheteira quando chegar.',
  confirmedPayLater:
    'A sua reserva para {title} está confirmada. Pague {total} por transferência bancária até {deadline}.',
  waitingBankTransfer:
    'Guardamos a sua reserva para {title} até {deadline}. Transfira {total} até essa data; depois disso, a reserva é cancelada.',
  waitingCustom: 'Guardamos a sua reserva para {title} até {deadline}. Pague {total} através de «{method}»:',
  bankAccount: 'Conta bancária',
  bankAccountOwner: 'Titular da conta',
  paymentReference: 'Referência do pagamento',
  reservationNumber: 'Número da reserva',
  yourOrder: 'A sua encomenda',
  total: 'Total',
  vatIncluded: 'IVA incluído ({rate}%): {vat}',
  vatAdded: 'acresce IVA ({rate}%): {vat}',
  vatExempt: 'Sem IVA (autoliquidação).',
  subscriptionPin: 'PIN da sua assinatura: {pin}',
  subscriptionOwner: 'Titular: {name}',
  invoiceAttached: 'A sua fatura segue em anexo.',
  receiptAttached: 'O seu recibo segue em anexo.',
  manage: 'Consulte a sua reserva a qualquer momento: {link}',
  questions: 'Tem dúvidas? Escreva a {organizer} para {email}.',
  subjectRefunded: 'O seu pagamento para {title} foi reembolsado',
  refunded:
    'Recebemos o seu pagamento de {total} para a reserva {id} ({title}), mas não foi possível satisfazer a encomenda: {reason} Devolvemos-lhe o montante total; consoante o banco, pode demorar alguns dias a aparecer no seu extrato.',
  refundSoldOut: 'quando o pagamento chegou, a sua reserva já tinha expirado e os bilhetes tinham sido vendidos.',
  refundNotPayable: 'quando o pagamento chegou, a encomenda já estava paga ou cancelada.',
  subjectCancelled: 'A sua reserva {id} para {title} foi cancelada',
  cancelled:
    'conforme pediu, a sua reserva {id} para {title} foi cancelada; os respetivos bilhetes deixaram de ser válidos.',
  subjectTicketCancelled: 'Um bilhete da sua reserva {id} para {title} foi cancelado',
  ticketCancelled:
    'conforme pediu, o bilhete «{ticket}» da sua reserva {id} para {title} foi cancelado e já não é válido; os restantes bilhetes da reserva continuam válidos.',
  cancelledRefundProvider:
    '{refund} são devolvidos ao cartão ou à conta com que pagou; consoante o seu banco, pode demorar alguns dias até aparecer no extrato.',
  cancelledRefundOrganizer: '{organizer} vai devolver-lhe {refund} por transferência bancária.',
  cancelledFee: 'Foi retida uma taxa de cancelamento de {fee}.',
  subjectLinkRecovery: 'As suas reservas para {title}',
  linkRecoveryIntro: 'pediu as ligações para as suas reservas para {title}. Aqui estão:',
  linkRecoveryItem: 'Reserva {id}: {link}',
  linkRecoveryNotAsked: 'Se não pediu este e-mail, pode ignorá-lo; nada foi alterado.',
};

const ro: EmailTexts = {
  subjectConfirmed: 'Rezervarea dumneavoastră {id} pentru {title}',
  subjectPaymentDue: 'Instrucțiuni de plată pentru rezervarea {id} pentru {title}',
  greeting: 'Bună ziua, {name},',
  confirmed: 'Vă mulțumim: rezervarea dumneavoastră pentru {title} este confirmată.',
  confirmedPayOnSite: 'Rezervarea dumneavoastră pentru {title} este confirmată. Plătiți {total} la casă, la sosire.',
  confirmedPayLater:
    'Rezervarea dumneavoastră pentru {title} este confirmată. Plătiți {total} prin transfer bancar până la {deadline}.',
  waitingBankTransfer:
    'Vă păstrăm rezervarea pentru {title} până la {deadline}. Transferați {total} până atunci; după acest termen, rezervarea se anulează.',
  waitingCustom: 'Vă păstrăm rezervarea pentru {title} până la {deadline}. Plătiți {total} prin „{method}”:',
  bankAccount: 'Cont bancar',
  bankAccountOwner: 'Titularul contului',
  paymentReference: 'Referința plății',
  reservationNumber: 'Numărul rezervării',
  yourOrder: 'Comanda dumneavoastră',
  total: 'Total',
  vatIncluded: 'TVA inclusă ({rate}%): {vat}',
  vatAdded: 'plus TVA ({rate}%): {vat}',
  vatExempt: 'Fără TVA (taxare inversă).',
  subscriptionPin: 'PIN-ul abonamentului dumneavoastră: {pin}',
  subscriptionOwner: 'Titular: {name}',
  invoiceAttached: 'Factura dumneavoastră este atașată.',
  receiptAttached: 'Chitanța dumneavoastră este atașată.',
  manage: 'Vă puteți vedea oricând rezervarea aici: {link}',
  questions: 'Aveți întrebări? Scrieți-i organizatorului {organizer} la {email}.',
  subjectRefunded: 'Plata dumneavoastră pentru {title} a fost rambursată',
  refunded:
    'Am primit plata dumneavoastră de {total} pentru rezervarea {id} ({title}), dar nu am putut onora comanda: {reason} V-am returnat întreaga sumă; în funcție de bancă, poate dura câteva zile până apare în extrasul de cont.',
  refundSoldOut: 'când a sosit plata, rezervarea dumneavoastră expirase, iar biletele fuseseră vândute.',
  refundNotPayable: 'când a sosit plata, comanda fusese deja plătită sau anulată.',
  subjectCancelled: 'Rezervarea dumneavoastră {id} pentru {title} este anulată',
  cancelled:
    'așa cum ați cerut, rezervarea dumneavoastră {id} pentru {title} este anulată; biletele ei nu mai sunt valabile.',
  subjectTicketCancelled: 'Un bilet din rezervarea dumneavoastră {id} pentru {title} este anulat',
  ticketCancelled:
    'la cererea dumneavoastră, biletul „{ticket}” din rezervarea {id} pentru {title} este anulat și nu mai este valabil; celelalte bilete ale rezervării rămân valabile.',
  cancelledRefundProvider:
    '{refund} se întorc pe cardul sau în contul cu care ați plătit; în funcție de bancă, poate dura câteva zile până apar în extras.',
  cancelledRefundOrganizer: '{organizer} vă va returna {refund} prin transfer bancar.',
  cancelledFee: 'A fost reținută o taxă de anulare de {fee}.',
  subjectLinkRecovery: 'Rezervările tale pentru {title}',
  linkRecoveryIntro: 'ai cerut linkurile către rezervările tale pentru {title}. Iată-le:',
  linkRecoveryItem: 'Rezervarea {id}: {link}',
  linkRecoveryNotAsked: 'Dacă nu ai cerut acest e-mail, îl poți ignora; nu s-a schimbat nimic.',
};

const nl: EmailTexts = {
  subjectConfirmed: 'Je reservering {id} voor {title}',
  subjectPaymentDue: 'Betaalinstructies voor je reservering {id} voor {title}',
  greeting: 'Hallo {name},',
  confirmed: 'Bedankt: je reservering voor {title} is bevestigd.',
  confirmedPayOnSite: 'Je reservering voor {title} is bevestigd. Betaal {total} bij aankomst aan de kassa.',
  confirmedPayLater:
    'Je reservering voor {title} is bevestigd. Maak {total} vóór {deadline} over per bankoverschrijving.',
  waitingBankTransfer:
    'We houden je reservering voor {title} vast tot {deadline}. Maak {total} vóór die tijd over; daarna wordt de reservering geannuleerd.',
  waitingCustom: 'We houden je reservering voor {title} vast tot {deadline}. Betaal {total} via ‘{method}’:',
  bankAccount: 'Bankrekening',
  bankAccountOwner: 'Rekeninghouder',
  paymentReference: 'Betalingskenmerk',
  reservationNumber: 'Reserveringsnummer',
  yourOrder: 'Je bestelling',
  total: 'Totaal',
  vatIncluded: 'inclusief {rate}% btw: {vat}',
  vatAdded: 'plus {rate}% btw: {vat}',
  vatExempt: 'Geen btw berekend (btw verlegd).',
  subscriptionPin: 'Pincode van je abonnement: {pin}',
  subscriptionOwner: 'Houder: {name}',
  invoiceAttached: 'Je factuur zit in de bijlage.',
  receiptAttached: 'Je betaalbewijs zit in de bijlage.',
  manage: 'Bekijk je reservering op elk moment: {link}',
  questions: 'Vragen? Mail {organizer} via {email}.',
  subjectRefunded: 'Je betaling voor {title} is terugbetaald',
  refunded:
    'We hebben je betaling van {total} voor reservering {id} ({title}) ontvangen, maar konden de bestelling niet uitvoeren: {reason} We hebben het volledige bedrag teruggestort; afhankelijk van je bank kan het een paar dagen duren voordat het op je rekening staat.',
  refundSoldOut: 'toen de betaling binnenkwam, was je reservering verlopen en waren de tickets verkocht.',
  refundNotPayable: 'toen de betaling binnenkwam, was de bestelling al betaald of geannuleerd.',
  subjectCancelled: 'Je reservering {id} voor {title} is geannuleerd',
  cancelled: 'zoals gevraagd is je reservering {id} voor {title} geannuleerd; de tickets ervan zijn niet meer geldig.',
  subjectTicketCancelled: 'Een ticket van je reservering {id} voor {title} is geannuleerd',
  ticketCancelled:
    'zoals gevraagd is het ticket ‘{ticket}’ van je reservering {id} voor {title} geannuleerd en niet meer geldig; de andere tickets van de reservering blijven geldig.',
  cancelledRefundProvider:
    '{refund} gaat terug naar de kaart of rekening waarmee je betaalde; afhankelijk van je bank kan het een paar dagen duren voor het op je afschrift staat.',
  cancelledRefundOrganizer: '{organizer} betaalt je {refund} terug per bankoverschrijving.',
  cancelledFee: 'Er zijn annuleringskosten van {fee} ingehouden.',
  subjectLinkRecovery: 'Uw reserveringen voor {title}',
  linkRecoveryIntro: 'u vroeg om de links naar uw reserveringen voor {title}. Hier zijn ze:',
  linkRecoveryItem: 'Reservering {id}: {link}',
  linkRecoveryNotAsked: 'Hebt u deze e-mail niet aangevraagd, dan kunt u hem negeren; er is niets veranderd.',
};

const tr: EmailTexts = {
  subjectConfirmed: '{title} için {id} numaralı rezervasyonunuz',
  subjectPaymentDue: '{title} için {id} numaralı rezervasyonunuzun ödeme talimatları',
  greeting: 'Merhaba {name},',
  confirmed: 'Teşekkür ederiz: {title} için rezervasyonunuz onaylandı.',
  confirmedPayOnSite: '{title} için rezervasyonunuz onaylandı. Lütfen {total} tutarını gelişinizde gişede ödeyin.',
  confirmedPayLater:
    '{title} için rezervasyonunuz onaylandı. Lütfen {total} tutarını {deadline} tarihine kadar banka havalesiyle ödeyin.',
  waitingBankTransfer:
    '{title} için rezervasyonunuzu {deadline} tarihine kadar tutuyoruz. Lütfen {total} tutarını bu tarihe kadar havale edin; aksi takdirde rezervasyon iptal edilir.',
  waitingCustom:
    '{title} için rezervasyonunuzu {deadline} tarihine kadar tutuyoruz. Lütfen {total} tutarını “{method}” ile ödeyin:',
  bankAccount: 'Banka hesabı',
  bankAccountOwner: 'Hesap sahibi',
  paymentReference: 'Ödeme açıklaması',
  reservationNumber: 'Rezervasyon numarası',
  yourOrder: 'Siparişiniz',
  total: 'Toplam',
  vatIncluded: '%{rate} KDV dahil: {vat}',
  vatAdded: '%{rate} KDV eklendi: {vat}',
  vatExempt: 'KDV alınmadı (KDV alıcı tarafından beyan edilir).',
  subscriptionPin: 'Abonelik PIN’iniz: {pin}',
  subscriptionOwner: 'Abonelik sahibi: {name}',
  invoiceAttached: 'Faturanız ektedir.',
  receiptAttached: 'Makbuzunuz ektedir.',
  manage: 'Rezervasyonunuzu dilediğiniz zaman görüntüleyin: {link}',
  questions: 'Sorularınız için {organizer} ile {email} adresinden iletişime geçebilirsiniz.',
  subjectRefunded: '{title} için yaptığınız ödeme iade edildi',
  refunded:
    '{id} numaralı rezervasyon ({title}) için {total} tutarındaki ödemenizi aldık, ancak siparişi yerine getiremedik: {reason} Tutarın tamamını iade ettik; bankanıza bağlı olarak hesap özetinizde görünmesi birkaç gün sürebilir.',
  refundSoldOut: 'ödeme ulaştığında rezervasyonunuzun süresi dolmuş ve biletleri satılmıştı.',
  refundNotPayable: 'ödeme ulaştığında sipariş zaten ödenmiş veya iptal edilmişti.',
  subjectCancelled: '{title} için {id} numaralı rezervasyonunuz iptal edildi',
  cancelled:
    'isteğiniz üzerine {title} için {id} numaralı rezervasyonunuz iptal edildi; biletleri artık geçerli değil.',
  subjectTicketCancelled: '{title} için {id} numaralı rezervasyonunuzdaki bir bilet iptal edildi',
  ticketCancelled:
    'isteğiniz üzerine {title} için {id} numaralı rezervasyonunuzdaki “{ticket}” bileti iptal edildi ve artık geçerli değil; rezervasyonun diğer biletleri geçerliliğini koruyor.',
  cancelledRefundProvider:
    '{refund} ödeme yaptığınız karta veya hesaba iade edilir; bankanıza bağlı olarak hesap özetinizde görünmesi birkaç gün sürebilir.',
  cancelledRefundOrganizer: '{organizer} size {refund} tutarını banka havalesiyle geri ödeyecek.',
  cancelledFee: '{fee} tutarında iptal ücreti alıkonuldu.',
  subjectLinkRecovery: '{title} için rezervasyonlarınız',
  linkRecoveryIntro: '{title} için rezervasyonlarınızın bağlantılarını istediniz. İşte bağlantılar:',
  linkRecoveryItem: 'Rezervasyon {id}: {link}',
  linkRecoveryNotAsked: 'Bu e-postayı siz istemediyseniz dikkate almayabilirsiniz; hiçbir şey değişmedi.',
};

const da: EmailTexts = {
  subjectConfirmed: 'Din reservation {id} til {title}',
  subjectPaymentDue: 'Betalingsvejledning til din reservation {id} til {title}',
  greeting: 'Hej {name}',
  confirmed: 'Tak: din reservation til {title} er bekræftet.',
  confirmedPayOnSite: 'Din reservation til {title} er bekræftet. Betal {total} ved kassen, når du ankommer.',
  confirmedPayLater: 'Din reservation til {title} er bekræftet. Betal {total} via bankoverførsel senest {deadline}.',
  waitingBankTransfer:
    'Vi holder din reservation til {title} frem til {deadline}. Overfør {total} inden da; derefter bliver reservationen annulleret.',
  waitingCustom: 'Vi holder din reservation til {title} frem til {deadline}. Betal {total} med »{method}«:',
  bankAccount: 'Bankkonto',
  bankAccountOwner: 'Kontoindehaver',
  paymentReference: 'Betalingsreference',
  reservationNumber: 'Reservationsnummer',
  yourOrder: 'Din ordre',
  total: 'I alt',
  vatIncluded: 'heraf moms {rate} %: {vat}',
  vatAdded: 'plus moms {rate} %: {vat}',
  vatExempt: 'Ingen moms opkrævet (omvendt betalingspligt).',
  subscriptionPin: 'Pinkode til dit abonnement: {pin}',
  subscriptionOwner: 'Indehaver: {name}',
  invoiceAttached: 'Din faktura er vedhæftet.',
  receiptAttached: 'Din kvittering er vedhæftet.',
  manage: 'Se din reservation når som helst: {link}',
  questions: 'Spørgsmål? Skriv til {organizer} på {email}.',
  subjectRefunded: 'Din betaling for {title} er refunderet',
  refunded:
    'Vi har modtaget din betaling på {total} for reservation {id} ({title}), men kunne ikke gennemføre ordren: {reason} Vi har betalt hele beløbet tilbage; afhængigt af din bank kan der gå et par dage, før det står på din kontoudskrift.',
  refundSoldOut: 'da betalingen kom frem, var din reservation udløbet, og billetterne var solgt.',
  refundNotPayable: 'da betalingen kom frem, var ordren allerede betalt eller annulleret.',
  subjectCancelled: 'Din reservation {id} til {title} er annulleret',
  cancelled: 'som du bad om, er din reservation {id} til {title} annulleret; dens billetter er ikke længere gyldige.',
  subjectTicketCancelled: 'En billet i din reservation {id} til {title} er annulleret',
  ticketCancelled:
    'som du bad om, er billetten “{ticket}” i din reservation {id} til {title} annulleret og ikke længere gyldig; reservationens øvrige billetter er stadig gyldige.',
  cancelledRefundProvider:
    '{refund} bliver betalt tilbage til det kort eller den konto, du betalte med; afhængigt af din bank kan det tage nogle dage, før beløbet ses på din kontoudskrift.',
  cancelledRefundOrganizer: '{organizer} betaler {refund} tilbage til dig via bankoverførsel.',
  cancelledFee: 'Et annulleringsgebyr på {fee} er blevet tilbageholdt.',
  subjectLinkRecovery: 'Dine reservationer til {title}',
  linkRecoveryIntro: 'du bad om linkene til dine reservationer til {title}. Her er de:',
  linkRecoveryItem: 'Reservation {id}: {link}',
  linkRecoveryNotAsked: 'Hvis du ikke har bedt om denne e-mail, kan du se bort fra den; intet er ændret.',
};

export const emailTextsByLanguage: Readonly<Record<string, EmailTexts>> & { en: EmailTexts } = {
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

export function emailTexts(lang: string): EmailTexts {
  return textsIn(emailTextsByLanguage, lang);
}
