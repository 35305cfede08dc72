/**
 * Labels printed on invoices and receipts, per language of the reservation. They live in the
 * server: the shop never shows them.
 */
export interface DocumentTexts {
  invoice: string;
  receipt: string;
  invoiceNumber: string;
  date: string;
  reservation: string;
  purchase: string;
  billedTo: string;
  issuedBy: string;
  vatNumber: string;
  fiscalCode: string;
  customerReference: string;
  description: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  subtotalWithoutVat: string;
  /** `{rate}`: the VAT rate. */
  vatAt: string;
  vatBreakdown: string;
  /** `{rate}`, `{taxable}`, `{vat}`: one line of the VAT breakdown. */
  vatOn: string;
  total: string;
  vatExempt: string;
  vatNotCharged: string;
  paymentMethod: string;
  paid: string;
  notYetPaid: string;
  discount: string;
  appliedSubscription: string;
  page: string;
}

const en: DocumentTexts = {
  invoice: 'Invoice',
  receipt: 'Receipt',
  invoiceNumber: 'Invoice number',
  date: 'Date',
  reservation: 'Reservation',
  purchase: 'Purchase',
  billedTo: 'Billed to',
  issuedBy: 'Issued by',
  vatNumber: 'VAT number',
  fiscalCode: 'Fiscal code',
  customerReference: 'Your reference',
  description: 'Description',
  quantity: 'Qty',
  unitPrice: 'Unit price',
  amount: 'Amount',
  subtotalWithoutVat: 'Total without VAT',
  vatAt: 'VAT {rate}%',
  vatBreakdown: 'VAT breakdown',
  vatOn: 'VAT {rate}% on {taxable}: {vat}',
  total: 'Total',
  vatExempt: 'No VAT charged: reverse charge, the recipient accounts for the VAT.',
  vatNotCharged: 'VAT not charged: split payment, the recipient pays the VAT to the tax authority.',
  paymentMethod: 'Payment method',
  paid: 'Paid',
  notYetPaid: 'Payment pending',
  discount: 'Discount',
  appliedSubscription: 'Subscription',
  page: 'Page',
};

const de: DocumentTexts = {
  invoice: 'Rechnung',
  receipt: 'Quittung',
  invoiceNumber: 'Rechnungsnummer',
  date: 'Datum',
  reservation: 'Reservierung',
  purchase: 'Kauf',
  billedTo: 'Rechnungsempfänger',
  issuedBy: 'Ausgestellt von',
  vatNumber: 'MWST-Nummer',
  fiscalCode: 'Steuernummer',
  customerReference: 'Ihre Referenz',
  description: 'Beschreibung',
  quantity: 'Menge',
  unitPrice: 'Einzelpreis',
  amount: 'Betrag',
  subtotalWithoutVat: 'Total ohne MWST',
  vatAt: 'MWST {rate}%',
  vatBreakdown: 'MWST-Aufstellung',
  vatOn: 'MWST {rate}% auf {taxable}: {vat}',
  total: 'Total',
  vatExempt: 'Keine MWST verrechnet: Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge).',
  vatNotCharged: 'MWST nicht verrechnet: Split Payment, der Empfänger entrichtet die MWST direkt an die Steuerbehörde.',
  paymentMethod: 'Zahlungsart',
  paid: 'Bezahlt',
  notYetPaid: 'Zahlung ausstehend',
  discount: 'Rabatt',
  appliedSubscription: 'Abonnement',
  page: 'Seite',
};

const it: DocumentTexts = {
  invoice: 'Fattura',
  receipt: 'Ricevuta',
  invoiceNumber: 'Numero fattura',
  date: 'Data',
  reservation: 'Prenotazione',
  purchase: 'Acquisto',
  billedTo: 'Intestata a',
  issuedBy: 'Emessa da',
  vatNumber: 'Partita IVA',
  fiscalCode: 'Codice fiscale',
  customerReference: 'Vostro riferimento',
  description: 'Descrizione',
  quantity: 'Qtà',
  unitPrice: 'Prezzo unitario',
  amount: 'Importo',
  subtotalWithoutVat: 'Totale senza IVA',
  vatAt: 'IVA {rate}%',
  vatBreakdown: 'Riepilogo IVA',
  vatOn: 'IVA {rate}% su {taxable}: {vat}',
  total: 'Totale',
  vatExempt: 'IVA non addebitata: inversione contabile, l’IVA è a carico del destinatario.',
  vatNotCharged: 'IVA non addebitata: scissione dei pagamenti, il destinatario versa l’IVA all’erario.',
  paymentMethod: 'Metodo di pagamento',
  paid: 'Pagato',
  notYetPaid: 'Pagamento in attesa',
  discount: 'Sconto',
  appliedSubscription: 'Abbonamento',
  page: 'Pagina',
};

const fr: DocumentTexts = {
  invoice: 'Facture',
  receipt: 'Reçu',
  invoiceNumber: 'Numéro de facture',
  date: 'Date',
  reservation: 'Réservation',
  purchase: 'Achat',
  billedTo: 'Facturé à',
  issuedBy: 'Émis par',
  vatNumber: 'Numéro de TVA',
  fiscalCode: 'Code fiscal',
  customerReference: 'Votre référence',
  description: 'Description',
  quantity: 'Qté',
  unitPrice: 'Prix unitaire',
  amount: 'Montant',
  subtotalWithoutVat: 'Total hors TVA',
  vatAt: 'TVA {rate} %',
  vatBreakdown: 'Détail de la TVA',
  vatOn: 'TVA {rate} % sur {taxable} : {vat}',
  total: 'Total',
  vatExempt: 'Aucune TVA facturée : autoliquidation, la TVA est due par le preneur.',
  vatNotCharged: 'TVA non facturée : paiement scindé, le destinataire verse la TVA à l’administration fiscale.',
  paymentMethod: 'Moyen de paiement',
  paid: 'Payé',
  notYetPaid: 'Paiement en attente',
  discount: 'Remise',
  appliedSubscription: 'Abonnement',
  page: 'Page',
};

const byLanguage: Record<string, DocumentTexts> = { en, de, it, fr };

export function documentTexts(lang: string): DocumentTexts {
  return byLanguage[lang] ?? en;
}
