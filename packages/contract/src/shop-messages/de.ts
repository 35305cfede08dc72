import type { ShopMessageKey } from './en.ts';

/** The shop's own texts in German. */
export const shopMessagesDe: Readonly<Record<ShopMessageKey, string>> = {
  'error.userLanguage': 'Bitte wählen Sie eine Sprache.',
  'lastname.fullname': 'Bitte geben Sie Ihren vollständigen Namen ein.',
  not_found: 'Der gesuchte Eintrag wurde nicht gefunden.',
  'pin.duplicate': 'Diese PIN passt zu mehr als einem Ticket. Bitte wenden Sie sich an den Empfang.',
  'shop.analytics.accept': 'Akzeptieren',
  'shop.analytics.accepted': 'Sie haben akzeptiert.',
  'shop.analytics.decline': 'Ablehnen',
  'shop.analytics.declined': 'Sie haben abgelehnt.',
  'shop.analytics.preferences': 'Einstellungen zur Besuchsstatistik',
  'shop.analytics.text':
    'Mit Ihrer Einwilligung zählt dieser Shop die Besuche seiner Seiten mit {{0}}. Bevor Sie akzeptieren, wird nichts davon geladen, und Sie können Ihre Antwort unten auf der Seite ändern.',
  'shop.analytics.title': 'Besuchsstatistik',
  'shop.accessibility.contact.none':
    'Bitte schreiben Sie dem Veranstalter Ihrer Veranstaltung: Die Adresse steht auf der Veranstaltungsseite und in Ihrer Bestätigungs-E-Mail.',
  'shop.accessibility.contact.operator': 'Schreiben Sie uns an:',
  'shop.accessibility.contact.organizer': 'Für diese Veranstaltung schreiben Sie dem Veranstalter, {{0}}:',
  'shop.accessibility.contact.text':
    'Wenn Ihnen etwas im Shop schwerfällt, schreiben Sie uns, was passiert ist und auf welcher Seite. Wir antworten und helfen Ihnen, Ihre Bestellung abzuschließen.',
  'shop.accessibility.contact.title': 'Ein Problem melden',
  'shop.accessibility.date': 'Diese Erklärung wurde am {{0}} erstellt.',
  'shop.accessibility.features.keyboard':
    'Sie können Tickets wählen, das Buchungsformular ausfüllen und Ihre Bestellung allein mit der Tastatur abschließen; der Fokus ist immer sichtbar.',
  'shop.accessibility.features.language':
    'Jede Seite gibt ihre Sprache an, und der Shop ist in vierzehn Sprachen verfügbar.',
  'shop.accessibility.features.motion': 'Der Shop folgt Ihrer Systemeinstellung für reduzierte Bewegung.',
  'shop.accessibility.features.pdf':
    'Tickets, Rechnungen und Quittungen als PDF sind für Screenreader ausgezeichnet: Sie geben ihre Sprache und ihren Titel an und haben Überschriften, Tabellen mit Kopfzellen, eine Lesereihenfolge und einen Alternativtext für den QR-Code.',
  'shop.accessibility.features.screen-reader':
    'Seiten haben Überschriften, Landmarks und beschriftete Formularfelder; Fehler erscheinen beim jeweiligen Feld und werden, wie Statusänderungen, von Screenreadern angesagt.',
  'shop.accessibility.features.title': 'Was Sie erwarten können',
  'shop.accessibility.features.zoom':
    'Sie können Text auf 200 % vergrößern oder ein schmales Fenster verwenden; der Inhalt wird ohne horizontales Scrollen umbrochen.',
  'shop.accessibility.footer-link': 'Barrierefreiheit',
  'shop.accessibility.intro':
    'Alle sollen in diesem Shop Tickets kaufen können, unabhängig von ihren Fähigkeiten und der Technik, die sie verwenden. Diese Erklärung sagt, wie weit wir sind und wo es noch fehlt.',
  'shop.accessibility.limitations.challenge':
    'Vor einigen Schritten kann eine Sicherheitsprüfung erscheinen; wenn Sie sie nicht lösen können, melden Sie sich bei uns, wir helfen Ihnen.',
  'shop.accessibility.limitations.content':
    'Beschreibungen, Bilder und Dokumente der Veranstaltungen stammen von den Veranstaltern und haben möglicherweise keine Textalternativen oder keine klare Struktur.',
  'shop.accessibility.limitations.payment':
    'Einige Zahlungsarten führen auf Seiten des Zahlungsanbieters, deren Barrierefreiheit wir nicht beeinflussen können.',
  'shop.accessibility.limitations.title': 'Bekannte Einschränkungen',
  'shop.accessibility.standard.text':
    'Wir streben die Konformität mit den Web Content Accessibility Guidelines (WCAG) 2.2 auf Stufe AA an. Der Shop wird bei jeder Änderung automatisch und von Hand mit Tastatur und Screenreader geprüft. Automatische Prüfungen finden nicht jedes Problem; der Shop ist daher teilweise konform: Wir behaupten nicht, dass jede Seite jedes Kriterium erfüllt.',
  'shop.accessibility.standard.title': 'Unser Ziel',
  'shop.accessibility.title': 'Erklärung zur Barrierefreiheit',
  'shop.banner.dev-mode':
    'Entwicklungsmodus: Der Server läuft im Entwicklungsmodus, und seine Daten können jederzeit zurückgesetzt werden.',
  'shop.banner.dismiss': 'Hinweis schließen',
  'shop.banner.insecure-production':
    'Diese Seite wird nicht über eine sichere Verbindung (HTTPS) ausgeliefert. Bitte geben Sie keine persönlichen Daten ein.',
  'shop.booking.choose-option': 'Bitte wählen',
  'shop.booking.choose-ticket': 'Ticket wählen',
  'shop.booking.move': 'Verschieben',
  'shop.booking.moved': '{{0}} wurde zu Ticket Nr. {{1}} verschoben.',
  'shop.booking.required': 'Pflichtfeld',
  'shop.booking.ticket': 'Ticket Nr. {{0}} ({{1}})',
  'shop.booking.ticket-number': 'Ticket Nr. {{0}}',
  'shop.booking.ticket-with-name': 'Ticket Nr. {{0}} ({{1}}): {{2}}',
  'shop.catalogue.sale-period': 'Verkaufszeitraum',
  'shop.catalogue.unlimited-entries': 'unbegrenzt',
  'shop.catalogue.validity': 'Gültigkeit',
  'shop.challenge.loading': 'Sicherheitsprüfung wird geladen …',
  'shop.coming-soon.text':
    'Dieser Bereich des Shops befindet sich noch im Aufbau. Bitte schauen Sie bald wieder vorbei.',
  'shop.coming-soon.title': 'Demnächst verfügbar',
  'shop.demo-mode': 'Dies ist ein Demo-Shop: Es werden keine echten Zahlungen abgewickelt.',
  'shop.email-delivery.address': 'E-Mail-Adresse',
  'shop.email-delivery.explanation':
    'Der Mailserver des Empfängers hat sie abgelehnt. Bitte prüfen Sie die Adresse; nach der Korrektur senden wir die Bestätigung dorthin.',
  'shop.email-delivery.send': 'An diese Adresse senden',
  'shop.email-delivery.title': 'Wir konnten die Bestätigung nicht an {{0}} zustellen',
  'shop.error.generic': 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  'shop.error.too-many-requests': 'Zu viele Versuche. Bitte versuchen Sie es in {{0}} Sekunden erneut.',
  'shop.error.too-many-requests-later': 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  'shop.event-page.amount-for': 'Betrag nach Wahl für {{0}}',
  'shop.event-page.amount.invalid': 'Bitte geben Sie einen Betrag von 0 oder mehr ein, zum Beispiel 12,50.',
  'shop.event-page.calendar.file': 'Kalenderdatei (iCal)',
  'shop.event-page.calendar.google': 'Google Kalender',
  'shop.event-page.category-all-reserved': '{{0}}: Alle Tickets sind jetzt reserviert.',
  'shop.event-page.category-sold-out': '{{0}} ist jetzt ausverkauft.',
  'shop.event-page.code.remove': 'Code {{0}} entfernen',
  'shop.event-page.code.reservation-discount': 'Rabatt von {{0}} auf Ihre Bestellung',
  'shop.event-page.map.alt': 'Karte der Umgebung von {{0}}',
  'shop.event-page.price.discounted': 'Reduzierter Preis:',
  'shop.event-page.price.original': 'Ursprünglicher Preis:',
  'shop.event-page.quantity-for': 'Anzahl für {{0}}',
  'shop.event-page.session-expired.text':
    'Ihre Sitzung ist abgelaufen, deshalb konnte Ihre Auswahl nicht reserviert werden. Bitte beginnen Sie erneut auf der Startseite.',
  'shop.event-page.waiting-list.any-category': 'Beliebige Kategorie',
  'shop.event-page.waiting-list.choose-language': 'Sprache wählen',
  'shop.event-page.waiting-list.privacy-required': 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  'shop.event-page.waiting-list.required-note': 'Mit * markierte Felder sind Pflichtfelder.',
  'shop.event-page.warning.title': 'Bitte prüfen',
  'shop.home.link': 'Startseite',
  'shop.language.select': 'Sprache',
  'shop.link-recovery.intro':
    'Geben Sie die E-Mail-Adresse ein, mit der Sie gebucht haben. Wir senden die Links zu Ihren Reservierungen für diese Veranstaltung an diese Adresse.',
  'shop.link-recovery.sent':
    'Falls unter {{0}} Reservierungen für diese Veranstaltung bestehen, haben wir die Links dorthin gesendet. Bitte prüfen Sie auch Ihren Spam-Ordner.',
  'shop.link-recovery.submit': 'Links senden',
  'shop.link-recovery.toggle': 'Tickets verloren?',
  'shop.loading': 'Wird geladen …',
  'shop.my-orders.empty': 'Sie haben noch keine Bestellungen aufgegeben.',
  'shop.my-orders.status.cancelled': 'Storniert',
  'shop.my-profile.save': 'Profil speichern',
  'shop.nav.label': 'Hauptnavigation',
  'shop.overview.privacy-required': 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  'shop.page-not-found.text': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',
  'shop.page-not-found.title': 'Seite nicht gefunden',
  'shop.paid-cancellation.button': 'Diese Bestellung stornieren',
  'shop.paid-cancellation.confirm': 'Bestellung stornieren',
  'shop.paid-cancellation.done':
    'Ihre Bestellung ist storniert. Sie erhalten {{0}} zurück; eine E-Mail mit den Einzelheiten ist unterwegs.',
  'shop.paid-cancellation.fee': 'Eine Stornogebühr von {{0}} wird einbehalten.',
  'shop.paid-cancellation.keep': 'Bestellung behalten',
  'shop.paid-cancellation.refund-organizer':
    'Ihre Tickets werden ungültig. Der Veranstalter überweist Ihnen {{0}} per Banküberweisung zurück.',
  'shop.paid-cancellation.refund-provider':
    'Ihre Tickets werden ungültig. {{0}} gehen auf die Karte oder das Konto zurück, mit der bzw. dem Sie bezahlt haben.',
  'shop.paid-cancellation.ticket.button': 'Dieses Ticket stornieren',
  'shop.paid-cancellation.ticket.confirm': 'Ticket stornieren',
  'shop.paid-cancellation.ticket.done':
    'Dieses Ticket ist storniert. Wer die Bestellung bezahlt hat, erhält {{0}} zurück; eine E-Mail mit den Einzelheiten ist unterwegs.',
  'shop.paid-cancellation.ticket.keep': 'Ticket behalten',
  'shop.paid-cancellation.ticket.refund-organizer':
    'Dieses Ticket wird ungültig; die übrigen Tickets der Bestellung bleiben gültig. Der Veranstalter überweist {{0}} per Banküberweisung an die Person zurück, die die Bestellung bezahlt hat.',
  'shop.paid-cancellation.ticket.refund-provider':
    'Dieses Ticket wird ungültig; die übrigen Tickets der Bestellung bleiben gültig. {{0}} gehen auf die Karte oder das Konto zurück, mit der bzw. dem die Bestellung bezahlt wurde.',
  'shop.paid-cancellation.ticket.title': 'Dieses Ticket stornieren?',
  'shop.paid-cancellation.title': 'Bestellung stornieren?',
  'shop.payment.card.load-failed':
    'Das Kartenformular konnte nicht geladen werden. Bitte laden Sie die Seite neu oder wählen Sie eine andere Zahlungsart.',
  'shop.payment.card.loading': 'Das Kartenformular wird geladen…',
  'shop.payment.method-unavailable':
    'Diese Zahlungsart ist in diesem Shop noch nicht verfügbar. Bitte wählen Sie eine andere.',
  'shop.payment.method.alipay': 'Alipay',
  'shop.payment.method.postfinance': 'PostFinance',
  'shop.payment.method.test-card': 'Testkarte',
  'shop.payment.method.twint': 'TWINT',
  'shop.payment.not-ready': 'Bitte vervollständigen Sie zuerst die Zahlungsangaben oben.',
  'shop.payment.wallet.apple-pay': 'Apple Pay',
  'shop.payment.wallet.google-pay': 'Google Pay',
  'shop.payment.wallet.or-card': 'Oder geben Sie unten Ihre Kartendaten ein.',
  'shop.payment.wallet.pay': 'Mit {{0}} bezahlen',
  'shop.poll.all-polls': 'Alle Abstimmungen',
  'shop.poll.choose-option': 'Bitte wählen Sie eine Antwort.',
  'shop.poll.no-open-polls': 'Zurzeit ist keine Abstimmung offen. Bitte schauen Sie später wieder vorbei.',
  'shop.queue.admitted': 'Sie sind an der Reihe. Sie können jetzt Ihre Tickets auswählen.',
  'shop.queue.before-start':
    'Der Verkauf beginnt um {{0}}. Alle, die vorher da sind, erhalten einen per Los bestimmten Platz in der Warteschlange – Sie müssen sich also nicht beeilen.',
  'shop.queue.estimate': 'Geschätzte Wartezeit: etwa {{0}} Min.',
  'shop.queue.estimate-soon': 'Geschätzte Wartezeit: weniger als eine Minute.',
  'shop.queue.intro':
    'Gerade möchten sehr viele Menschen Tickets kaufen. Wir lassen sie nach und nach in der Reihenfolge der Warteschlange herein, damit der Shop für alle schnell bleibt.',
  'shop.queue.keep-open':
    'Lassen Sie diese Seite geöffnet. Wenn Sie sie verlassen, bleibt Ihr Platz {{0}} Min. lang erhalten.',
  'shop.queue.position': 'Ihr Platz in der Warteschlange: {{0}}',
  'shop.queue.title': 'Warteraum',
  'shop.queue.waiting': 'Wartende Personen: {{0}}',
  'shop.reservation.cancel.title': 'Reservierung stornieren?',
  'shop.reservation.countdown.danger': 'Weniger als eine Minute verbleibt, um Ihre Reservierung abzuschließen.',
  'shop.reservation.countdown.warning': 'Weniger als 5 Minuten verbleiben, um Ihre Reservierung abzuschließen.',
  'shop.reservation.expired.restart': 'Neu beginnen',
  'shop.reservation.hold.extend': 'Ich brauche mehr Zeit',
  'shop.reservation.hold.extended': 'Mehr Zeit hinzugefügt. Ihre Tickets werden länger für Sie reserviert.',
  'shop.reservation.hold.no-more-time': 'Es kann keine weitere Zeit hinzugefügt werden.',
  'shop.reservation.hold.offer': 'Ihre Reservierung läuft bald ab. Sie können mehr Zeit anfordern.',
  'shop.reservation.stepper.done': 'erledigt',
  'shop.reservation.stepper.in-progress': 'in Bearbeitung',
  'shop.reservation.stepper.label': 'Schritte Ihrer Bestellung',
  'shop.skip-to-content': 'Zum Hauptinhalt springen',
  'shop.ticket.download-all': 'Alle Tickets herunterladen (PDF)',
  'shop.ticket.qr-code.alt': 'QR-Code des Tickets von {{0}}, am Eingang vorzuzeigen',
  'shop.ticket.wallet.apple': 'Zu Apple Wallet hinzufügen',
  'shop.ticket.wallet.google': 'Zu Google Wallet hinzufügen',
  'shop.toasts.label': 'Benachrichtigungen',
};
