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

const es: DocumentTexts = {
  invoice: 'Factura',
  receipt: 'Recibo',
  invoiceNumber: 'Número de factura',
  date: 'Fecha',
  reservation: 'Reserva',
  purchase: 'Compra',
  billedTo: 'Facturado a',
  issuedBy: 'Emitido por',
  vatNumber: 'NIF-IVA',
  fiscalCode: 'Código fiscal',
  customerReference: 'Tu referencia',
  description: 'Descripción',
  quantity: 'Cant.',
  unitPrice: 'Precio unitario',
  amount: 'Importe',
  subtotalWithoutVat: 'Total sin IVA',
  vatAt: 'IVA {rate}%',
  vatBreakdown: 'Desglose del IVA',
  vatOn: 'IVA {rate}% sobre {taxable}: {vat}',
  total: 'Total',
  vatExempt: 'Sin IVA: inversión del sujeto pasivo, el destinatario liquida el IVA.',
  vatNotCharged: 'IVA no repercutido: pago fraccionado, el destinatario ingresa el IVA a la administración tributaria.',
  paymentMethod: 'Método de pago',
  paid: 'Pagado',
  notYetPaid: 'Pago pendiente',
  discount: 'Descuento',
  appliedSubscription: 'Abono',
  page: 'Página',
};

const pt: DocumentTexts = {
  invoice: 'Fatura',
  receipt: 'Recibo',
  invoiceNumber: 'Número da fatura',
  date: 'Data',
  reservation: 'Reserva',
  purchase: 'Compra',
  billedTo: 'Faturado a',
  issuedBy: 'Emitido por',
  vatNumber: 'Número de IVA',
  fiscalCode: 'Código fiscal',
  customerReference: 'A sua referência',
  description: 'Descrição',
  quantity: 'Qtd.',
  unitPrice: 'Preço unitário',
  amount: 'Montante',
  subtotalWithoutVat: 'Total sem IVA',
  vatAt: 'IVA {rate}%',
  vatBreakdown: 'Discriminação do IVA',
  vatOn: 'IVA {rate}% sobre {taxable}: {vat}',
  total: 'Total',
  vatExempt: 'Sem IVA: autoliquidação, o IVA é devido pelo adquirente.',
  vatNotCharged: 'IVA não cobrado: pagamento fracionado, o destinatário entrega o IVA à administração fiscal.',
  paymentMethod: 'Método de pagamento',
  paid: 'Pago',
  notYetPaid: 'Pagamento pendente',
  discount: 'Desconto',
  appliedSubscription: 'Assinatura',
  page: 'Página',
};

const ro: DocumentTexts = {
  invoice: 'Factură',
  receipt: 'Chitanță',
  invoiceNumber: 'Număr factură',
  date: 'Data',
  reservation: 'Rezervare',
  purchase: 'Achiziție',
  billedTo: 'Facturat către',
  issuedBy: 'Emis de',
  vatNumber: 'Cod de TVA',
  fiscalCode: 'Cod fiscal',
  customerReference: 'Referința dumneavoastră',
  description: 'Descriere',
  quantity: 'Cant.',
  unitPrice: 'Preț unitar',
  amount: 'Valoare',
  subtotalWithoutVat: 'Total fără TVA',
  vatAt: 'TVA {rate}%',
  vatBreakdown: 'Defalcarea TVA',
  vatOn: 'TVA {rate}% la {taxable}: {vat}',
  total: 'Total',
  vatExempt: 'Fără TVA: taxare inversă, TVA se datorează de beneficiar.',
  vatNotCharged: 'TVA nefacturată: plată defalcată, destinatarul achită TVA direct autorității fiscale.',
  paymentMethod: 'Metodă de plată',
  paid: 'Plătit',
  notYetPaid: 'Plată în așteptare',
  discount: 'Reducere',
  appliedSubscription: 'Abonament',
  page: 'Pagina',
};

const nl: DocumentTexts = {
  invoice: 'Factuur',
  receipt: 'Betaalbewijs',
  invoiceNumber: 'Factuurnummer',
  date: 'Datum',
  reservation: 'Reservering',
  purchase: 'Aankoop',
  billedTo: 'Gefactureerd aan',
  issuedBy: 'Uitgegeven door',
  vatNumber: 'Btw-nummer',
  fiscalCode: 'Fiscale code',
  customerReference: 'Je referentie',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unitPrice: 'Prijs per stuk',
  amount: 'Bedrag',
  subtotalWithoutVat: 'Totaal excl. btw',
  vatAt: 'Btw {rate}%',
  vatBreakdown: 'Btw-specificatie',
  vatOn: 'Btw {rate}% over {taxable}: {vat}',
  total: 'Totaal',
  vatExempt: 'Geen btw berekend: btw verlegd, de afnemer draagt de btw af.',
  vatNotCharged:
    'Btw niet berekend: gesplitste betaling, de ontvanger draagt de btw rechtstreeks af aan de belastingdienst.',
  paymentMethod: 'Betaalmethode',
  paid: 'Betaald',
  notYetPaid: 'Betaling openstaand',
  discount: 'Korting',
  appliedSubscription: 'Abonnement',
  page: 'Pagina',
};

const tr: DocumentTexts = {
  invoice: 'Fatura',
  receipt: 'Makbuz',
  invoiceNumber: 'Fatura numarası',
  date: 'Tarih',
  reservation: 'Rezervasyon',
  purchase: 'Satın alma',
  billedTo: 'Fatura edilen',
  issuedBy: 'Düzenleyen',
  vatNumber: 'Vergi numarası',
  fiscalCode: 'Vergi kodu',
  customerReference: 'Referansınız',
  description: 'Açıklama',
  quantity: 'Adet',
  unitPrice: 'Birim fiyat',
  amount: 'Tutar',
  subtotalWithoutVat: 'KDV hariç toplam',
  vatAt: 'KDV %{rate}',
  vatBreakdown: 'KDV dökümü',
  vatOn: '{taxable} üzerinden %{rate} KDV: {vat}',
  total: 'Toplam',
  vatExempt: 'KDV alınmadı: KDV alıcı tarafından beyan edilir.',
  vatNotCharged: 'KDV alınmadı: bölünmüş ödeme, KDV’yi alıcı doğrudan vergi dairesine öder.',
  paymentMethod: 'Ödeme yöntemi',
  paid: 'Ödendi',
  notYetPaid: 'Ödeme bekleniyor',
  discount: 'İndirim',
  appliedSubscription: 'Abonelik',
  page: 'Sayfa',
};

const da: DocumentTexts = {
  invoice: 'Faktura',
  receipt: 'Kvittering',
  invoiceNumber: 'Fakturanummer',
  date: 'Dato',
  reservation: 'Reservation',
  purchase: 'Køb',
  billedTo: 'Faktureret til',
  issuedBy: 'Udstedt af',
  vatNumber: 'Momsnummer',
  fiscalCode: 'Skattekode',
  customerReference: 'Din reference',
  description: 'Beskrivelse',
  quantity: 'Antal',
  unitPrice: 'Stykpris',
  amount: 'Beløb',
  subtotalWithoutVat: 'I alt ekskl. moms',
  vatAt: 'Moms {rate} %',
  vatBreakdown: 'Momsspecifikation',
  vatOn: 'Moms {rate} % af {taxable}: {vat}',
  total: 'I alt',
  vatExempt: 'Ingen moms opkrævet: omvendt betalingspligt, køberen afregner momsen.',
  vatNotCharged: 'Moms ikke opkrævet: split payment, modtageren betaler momsen direkte til skattemyndigheden.',
  paymentMethod: 'Betalingsmetode',
  paid: 'Betalt',
  notYetPaid: 'Afventer betaling',
  discount: 'Rabat',
  appliedSubscription: 'Abonnement',
  page: 'Side',
};

const byLanguage: Record<string, DocumentTexts> = { en, de, it, fr, es, pt, ro, nl, tr, da };

export function documentTexts(lang: string): DocumentTexts {
  return byLanguage[lang] ?? en;
}
