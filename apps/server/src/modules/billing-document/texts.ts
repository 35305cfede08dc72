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

const pl: DocumentTexts = {
  invoice: 'Faktura',
  receipt: 'Paragon',
  invoiceNumber: 'Numer faktury',
  date: 'Data',
  reservation: 'Rezerwacja',
  purchase: 'Zakup',
  billedTo: 'Nabywca',
  issuedBy: 'Sprzedawca',
  vatNumber: 'NIP / numer VAT',
  fiscalCode: 'Kod podatkowy',
  customerReference: 'Twój numer referencyjny',
  description: 'Opis',
  quantity: 'Ilość',
  unitPrice: 'Cena jednostkowa',
  amount: 'Kwota',
  subtotalWithoutVat: 'Razem bez VAT',
  vatAt: 'VAT {rate}%',
  vatBreakdown: 'Zestawienie VAT',
  vatOn: 'VAT {rate}% od {taxable}: {vat}',
  total: 'Razem',
  vatExempt: 'Bez VAT: odwrotne obciążenie, VAT rozlicza nabywca.',
  vatNotCharged: 'VAT nienaliczony: podzielona płatność, nabywca wpłaca VAT do urzędu skarbowego.',
  paymentMethod: 'Metoda płatności',
  paid: 'Zapłacono',
  notYetPaid: 'Płatność oczekująca',
  discount: 'Rabat',
  appliedSubscription: 'Karnet',
  page: 'Strona',
};

const bg: DocumentTexts = {
  invoice: 'Фактура',
  receipt: 'Разписка',
  invoiceNumber: 'Номер на фактурата',
  date: 'Дата',
  reservation: 'Резервация',
  purchase: 'Покупка',
  billedTo: 'Получател',
  issuedBy: 'Доставчик',
  vatNumber: 'ДДС номер',
  fiscalCode: 'Данъчен код',
  customerReference: 'Вашият референтен номер',
  description: 'Описание',
  quantity: 'Кол.',
  unitPrice: 'Единична цена',
  amount: 'Сума',
  subtotalWithoutVat: 'Общо без ДДС',
  vatAt: 'ДДС {rate}%',
  vatBreakdown: 'Разбивка на ДДС',
  vatOn: 'ДДС {rate}% върху {taxable}: {vat}',
  total: 'Общо',
  vatExempt: 'Без ДДС: обратно начисляване, ДДС се начислява от получателя.',
  vatNotCharged: 'ДДС не е начислен: разделено плащане, получателят внася ДДС в данъчната администрация.',
  paymentMethod: 'Начин на плащане',
  paid: 'Платено',
  notYetPaid: 'Очаква плащане',
  discount: 'Отстъпка',
  appliedSubscription: 'Абонамент',
  page: 'Страница',
};

const sv: DocumentTexts = {
  invoice: 'Faktura',
  receipt: 'Kvitto',
  invoiceNumber: 'Fakturanummer',
  date: 'Datum',
  reservation: 'Bokning',
  purchase: 'Köp',
  billedTo: 'Faktureras till',
  issuedBy: 'Utfärdad av',
  vatNumber: 'Momsregistreringsnummer',
  fiscalCode: 'Skattekod',
  customerReference: 'Er referens',
  description: 'Beskrivning',
  quantity: 'Antal',
  unitPrice: 'À-pris',
  amount: 'Belopp',
  subtotalWithoutVat: 'Summa exkl. moms',
  vatAt: 'Moms {rate} %',
  vatBreakdown: 'Momsspecifikation',
  vatOn: 'Moms {rate} % på {taxable}: {vat}',
  total: 'Totalt',
  vatExempt: 'Ingen moms debiteras: omvänd betalningsskyldighet, mottagaren redovisar momsen.',
  vatNotCharged: 'Ingen moms debiteras: delad betalning, mottagaren betalar momsen till skattemyndigheten.',
  paymentMethod: 'Betalsätt',
  paid: 'Betald',
  notYetPaid: 'Betalning väntar',
  discount: 'Rabatt',
  appliedSubscription: 'Abonnemang',
  page: 'Sida',
};

const cs: DocumentTexts = {
  invoice: 'Faktura',
  receipt: 'Účtenka',
  invoiceNumber: 'Číslo faktury',
  date: 'Datum',
  reservation: 'Rezervace',
  purchase: 'Nákup',
  billedTo: 'Odběratel',
  issuedBy: 'Dodavatel',
  vatNumber: 'DIČ',
  fiscalCode: 'Daňový kód',
  customerReference: 'Vaše reference',
  description: 'Popis',
  quantity: 'Počet',
  unitPrice: 'Cena za kus',
  amount: 'Částka',
  subtotalWithoutVat: 'Celkem bez DPH',
  vatAt: 'DPH {rate} %',
  vatBreakdown: 'Rozpis DPH',
  vatOn: 'DPH {rate} % z {taxable}: {vat}',
  total: 'Celkem',
  vatExempt: 'Bez DPH: přenesená daňová povinnost, DPH přiznává odběratel.',
  vatNotCharged: 'DPH neúčtováno: rozdělená platba, odběratel odvádí DPH finančnímu úřadu.',
  paymentMethod: 'Způsob platby',
  paid: 'Zaplaceno',
  notYetPaid: 'Čeká na platbu',
  discount: 'Sleva',
  appliedSubscription: 'Předplatné',
  page: 'Strana',
};

/** Every language with its own texts; any other gets English. */
export const documentTextsByLanguage: Record<string, DocumentTexts> = { en, de, it, fr, pl, bg, sv, cs };

export function documentTexts(lang: string): DocumentTexts {
  return documentTextsByLanguage[lang] ?? en;
}
