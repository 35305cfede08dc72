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

const byLanguage: Record<string, EmailTexts> = { en, de, it, fr };

export function emailTexts(lang: string): EmailTexts {
  return byLanguage[lang] ?? en;
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}
