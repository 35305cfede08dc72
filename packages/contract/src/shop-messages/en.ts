/**
 * The shop's own texts: the keys it adds to alf.io's bundle and a few codes alf.io answers with
 * but has no text for. Our server's bundles include them; in front of a real alf.io the shop
 * loads the buyer's language on demand and lays alf.io's bundle over it.
 */
export const shopMessagesEn = {
  'error.userLanguage': 'Please choose a language.',
  'lastname.fullname': 'Please enter your full name.',
  not_found: 'The requested item could not be found.',
  'pin.duplicate': 'This PIN matches more than one ticket. Please ask at the registration desk.',
  'shop.accessibility.contact.none':
    'Please write to the organizer of your event: their address is on the event page and in your confirmation e-mail.',
  'shop.accessibility.contact.operator': 'Write to us at:',
  'shop.accessibility.contact.organizer': 'For this event, write to the organizer, {{0}}:',
  'shop.accessibility.contact.text':
    'If something in the shop is hard for you to use, tell us what happened and on which page. We will answer and help you complete your order.',
  'shop.accessibility.contact.title': 'Report a problem',
  'shop.accessibility.date': 'This statement was prepared on {{0}}.',
  'shop.accessibility.features.keyboard':
    'You can choose tickets, fill in the booking form and confirm your order with the keyboard alone; the focus is always visible.',
  'shop.accessibility.features.language':
    'Each page declares its language, and the shop is available in fourteen languages.',
  'shop.accessibility.features.motion': 'The shop follows your system setting for reduced motion.',
  'shop.accessibility.features.pdf':
    'Tickets, invoices and receipts in PDF are tagged for screen readers: they declare their language and title, and have headings, tables with header cells, a reading order and a text alternative for the QR code.',
  'shop.accessibility.features.screen-reader':
    'Pages have headings, landmarks and labelled form fields; errors appear next to their field and, like status changes, are announced to screen readers.',
  'shop.accessibility.features.title': 'What you can expect',
  'shop.accessibility.features.zoom':
    'You can zoom text to 200% or use a narrow window; the content reflows without horizontal scrolling.',
  'shop.accessibility.footer-link': 'Accessibility',
  'shop.accessibility.intro':
    'We want everyone to be able to buy tickets in this shop, whatever their abilities and whatever technology they use. This statement says how far we have come and where we still fall short.',
  'shop.accessibility.limitations.challenge':
    'A security check may appear before some steps; if you cannot complete it, contact us and we will help.',
  'shop.accessibility.limitations.content':
    'Event descriptions, images and documents come from the organizers and may lack text alternatives or a clear structure.',
  'shop.accessibility.limitations.payment':
    'Some payment methods take you to the payment provider’s own pages, whose accessibility we do not control.',
  'shop.accessibility.limitations.title': 'Known limitations',
  'shop.accessibility.standard.text':
    'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The shop is checked automatically on every change and by hand with a keyboard and a screen reader. Automated checks cannot find every problem, so the shop is partially conformant: we do not claim that every page meets every criterion.',
  'shop.accessibility.standard.title': 'Our target',
  'shop.accessibility.title': 'Accessibility statement',
  'shop.analytics.accept': 'Accept',
  'shop.analytics.accepted': 'You have accepted.',
  'shop.analytics.decline': 'Decline',
  'shop.analytics.declined': 'You have declined.',
  'shop.analytics.preferences': 'Visit statistics settings',
  'shop.analytics.text':
    'With your consent, this shop uses {{0}} to count visits to its pages. Nothing of it is loaded until you accept, and you can change your answer at the bottom of the page.',
  'shop.analytics.title': 'Visit statistics',
  'shop.banner.dev-mode':
    'Development mode: the server is running in development mode, and its data may be reset at any time.',
  'shop.banner.dismiss': 'Close banner',
  'shop.banner.insecure-production':
    'This page is not served over a secure connection (HTTPS). Please do not enter any personal data.',
  'shop.booking.choose-option': 'Please choose',
  'shop.booking.choose-ticket': 'Choose a ticket',
  'shop.booking.move': 'Move',
  'shop.booking.moved': '{{0}} has been moved to ticket #{{1}}.',
  'shop.booking.required': 'required',
  'shop.booking.ticket': 'Ticket #{{0}} ({{1}})',
  'shop.booking.ticket-number': 'Ticket #{{0}}',
  'shop.booking.ticket-with-name': 'Ticket #{{0}} ({{1}}): {{2}}',
  'shop.catalogue.sale-period': 'Sales period',
  'shop.catalogue.unlimited-entries': 'unlimited',
  'shop.catalogue.validity': 'Validity',
  'shop.challenge.loading': 'Loading the security check…',
  'shop.coming-soon.text': 'This part of the shop is still being built. Please check back soon.',
  'shop.coming-soon.title': 'Coming soon',
  'shop.demo-mode': 'This is a demo shop: no real payments are taken.',
  'shop.email-delivery.address': 'E-mail address',
  'shop.email-delivery.explanation':
    'The receiving mail server refused it. Please check the address; once corrected, we send the confirmation there.',
  'shop.email-delivery.send': 'Send to this address',
  'shop.email-delivery.title': 'We could not deliver the confirmation e-mail to {{0}}',
  'shop.error.generic': 'Something went wrong. Please try again.',
  'shop.error.too-many-requests': 'Too many attempts. Please try again in {{0}} seconds.',
  'shop.error.too-many-requests-later': 'Too many attempts. Please try again later.',
  'shop.event-page.amount-for': 'Amount of your choice for {{0}}',
  'shop.event-page.amount.invalid': 'Please enter an amount of 0 or more, for example 12.50.',
  'shop.event-page.calendar.file': 'Calendar file (iCal)',
  'shop.event-page.calendar.google': 'Google Calendar',
  'shop.event-page.category-all-reserved': '{{0}}: all tickets are now reserved.',
  'shop.event-page.category-sold-out': '{{0}} is now sold out.',
  'shop.event-page.code.remove': 'Remove code {{0}}',
  'shop.event-page.code.reservation-discount': 'Discount of {{0}} on your order',
  'shop.event-page.map.alt': 'Map of the area around {{0}}',
  'shop.event-page.price.discounted': 'Discounted price:',
  'shop.event-page.price.original': 'Original price:',
  'shop.event-page.quantity-for': 'Quantity for {{0}}',
  'shop.event-page.session-expired.text':
    'Your session has ended, so your selection could not be reserved. Please start again from the home page.',
  'shop.event-page.waiting-list.any-category': 'Any category',
  'shop.event-page.waiting-list.choose-language': 'Choose a language',
  'shop.event-page.waiting-list.privacy-required': 'Please accept the privacy policy.',
  'shop.event-page.waiting-list.required-note': 'Fields marked with * are required.',
  'shop.event-page.warning.title': 'Please check',
  'shop.home.link': 'Home page',
  'shop.language.select': 'Language',
  'shop.link-recovery.intro':
    'Enter the e-mail address you booked with. We will send the links to your reservations for this event to that address.',
  'shop.link-recovery.sent':
    'If {{0}} has reservations for this event, we have sent their links to that address. Please also check your spam folder.',
  'shop.link-recovery.submit': 'Send me the links',
  'shop.link-recovery.toggle': 'Lost your tickets?',
  'shop.loading': 'Loading…',
  'shop.my-orders.empty': 'You have not placed any orders yet.',
  'shop.my-orders.status.cancelled': 'Cancelled',
  'shop.my-profile.save': 'Save profile',
  'shop.nav.label': 'Main navigation',
  'shop.overview.privacy-required': 'Please accept the privacy policy.',
  'shop.page-not-found.text': 'The page you are looking for does not exist or has been moved.',
  'shop.page-not-found.title': 'Page not found',
  'shop.paid-cancellation.button': 'Cancel this order',
  'shop.paid-cancellation.confirm': 'Cancel the order',
  'shop.paid-cancellation.done':
    'Your order is cancelled. {{0}} will be returned to you; an e-mail with the details is on its way.',
  'shop.paid-cancellation.fee': 'A cancellation fee of {{0}} is kept.',
  'shop.paid-cancellation.keep': 'Keep my order',
  'shop.paid-cancellation.refund-organizer':
    'Your tickets will no longer be valid. The organizer will pay {{0}} back to you by bank transfer.',
  'shop.paid-cancellation.refund-provider':
    'Your tickets will no longer be valid. {{0}} goes back to the card or account you paid with.',
  'shop.paid-cancellation.ticket.button': 'Cancel this ticket',
  'shop.paid-cancellation.ticket.confirm': 'Cancel the ticket',
  'shop.paid-cancellation.ticket.done':
    'This ticket is cancelled. {{0}} will be returned to the one who paid the order; an e-mail with the details is on its way.',
  'shop.paid-cancellation.ticket.keep': 'Keep my ticket',
  'shop.paid-cancellation.ticket.refund-organizer':
    'This ticket will no longer be valid; the order’s other tickets stay valid. The organizer will pay {{0}} back by bank transfer to the one who paid the order.',
  'shop.paid-cancellation.ticket.refund-provider':
    'This ticket will no longer be valid; the order’s other tickets stay valid. {{0}} goes back to the card or account the order was paid with.',
  'shop.paid-cancellation.ticket.title': 'Cancel this ticket?',
  'shop.paid-cancellation.title': 'Cancel your order?',
  'shop.payment.card.load-failed':
    'The card form could not be loaded. Please reload the page or choose another payment method.',
  'shop.payment.card.loading': 'Loading the card form…',
  'shop.payment.method-unavailable':
    'This payment method is not available in this shop yet. Please choose another one.',
  'shop.payment.method.alipay': 'Alipay',
  'shop.payment.method.postfinance': 'PostFinance',
  'shop.payment.method.test-card': 'Test card',
  'shop.payment.method.twint': 'TWINT',
  'shop.payment.not-ready': 'Please complete the payment details above before confirming.',
  'shop.payment.wallet.apple-pay': 'Apple Pay',
  'shop.payment.wallet.google-pay': 'Google Pay',
  'shop.payment.wallet.or-card': 'Or enter your card details below.',
  'shop.payment.wallet.pay': 'Pay with {{0}}',
  'shop.poll.all-polls': 'All polls',
  'shop.poll.choose-option': 'Please choose an answer.',
  'shop.poll.no-open-polls': 'There is no open poll at the moment. Please check again later.',
  'shop.queue.admitted': 'It is your turn. You can now choose your tickets.',
  'shop.queue.before-start':
    'Sales open at {{0}}. Everyone who arrives before then gets a place in the queue drawn at random, so there is no need to hurry.',
  'shop.queue.estimate': 'Estimated wait: about {{0}} min.',
  'shop.queue.estimate-soon': 'Estimated wait: less than a minute.',
  'shop.queue.intro':
    'Many people want tickets right now. We let buyers in a few at a time, in queue order, so the shop stays fast for everyone.',
  'shop.queue.keep-open': 'Keep this page open. If you leave, your place is kept for {{0}} min.',
  'shop.queue.position': 'Your place in the queue: {{0}}',
  'shop.queue.title': 'Waiting room',
  'shop.queue.waiting': 'People waiting: {{0}}',
  'shop.reservation.cancel.title': 'Cancel the reservation?',
  'shop.reservation.countdown.danger': 'Less than a minute left to complete your reservation.',
  'shop.reservation.countdown.warning': 'Less than 5 minutes left to complete your reservation.',
  'shop.reservation.expired.restart': 'Start again',
  'shop.reservation.hold.extend': 'I need more time',
  'shop.reservation.hold.extended': 'More time added. Your tickets are held a little longer.',
  'shop.reservation.hold.no-more-time': 'No more time can be added.',
  'shop.reservation.hold.offer': 'Your reservation is about to expire. You can ask for more time.',
  'shop.reservation.stepper.done': 'completed',
  'shop.reservation.stepper.in-progress': 'in progress',
  'shop.reservation.stepper.label': 'Steps of your order',
  'shop.skip-to-content': 'Skip to main content',
  'shop.ticket.download-all': 'Download all tickets (PDF)',
  'shop.ticket.qr-code.alt': 'QR code of the ticket of {{0}}, to show at the entrance',
  'shop.ticket.wallet.apple': 'Add to Apple Wallet',
  'shop.ticket.wallet.google': 'Add to Google Wallet',
  'shop.toasts.label': 'Notifications',
} as const;

export type ShopMessageKey = keyof typeof shopMessagesEn;
