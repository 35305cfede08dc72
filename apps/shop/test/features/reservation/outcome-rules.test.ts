import { describe, expect, test } from 'vitest';
import {
  deferredPageDocument,
  downloadableDocument,
  escapeHtml,
  isFinalized,
  shortReservationId,
  showsOwnButtons,
  waitingPageDocument,
} from '../../../src/features/reservation/outcome/outcome-rules.ts';
import {
  afterPoll,
  initialPollState,
  type ProcessingPollState,
} from '../../../src/features/reservation/outcome/processing-poll.ts';
import { fullEvent } from '../event-page/fixtures.ts';
import { reservationFixture } from './overview-fixtures.ts';

const invoicing = fullEvent().invoicingConfiguration;
const paid = reservationFixture({ paid: true, invoiceOrReceiptDocumentPresent: true, invoiceNumber: '2026-0001' });

describe('the invoice or receipt on the success page', () => {
  test('needs downloads allowed, a paid order, a document and readiness for confirmation', () => {
    expect(downloadableDocument(paid, invoicing)).toBe('invoice');
    expect(downloadableDocument({ ...paid, invoiceNumber: null }, invoicing)).toBe('receipt');
    expect(downloadableDocument(paid, { ...invoicing, userCanDownloadReceiptOrInvoice: false })).toBeNull();
    expect(downloadableDocument({ ...paid, paid: false }, invoicing)).toBeNull();
    expect(downloadableDocument({ ...paid, invoiceOrReceiptDocumentPresent: false }, invoicing)).toBeNull();
    expect(
      downloadableDocument({ ...paid, metadata: { ...paid.metadata, readyForConfirmation: false } }, invoicing),
    ).toBeNull();
  });
});

describe('the invoice on the waiting pages', () => {
  test('a link once finalized with an invoice number; a note when buyers may not download', () => {
    expect(waitingPageDocument(paid, invoicing, true)).toBe('invoice');
    expect(waitingPageDocument(paid, invoicing, false)).toBeNull();
    expect(waitingPageDocument({ invoiceNumber: null }, invoicing, true)).toBeNull();
    expect(waitingPageDocument(paid, { ...invoicing, userCanDownloadReceiptOrInvoice: false }, true)).toBe(
      'will-be-sent',
    );
  });
});

describe('the document on the deferred page', () => {
  const owed = reservationFixture({
    status: 'DEFERRED_OFFLINE_PAYMENT',
    paid: false,
    invoiceOrReceiptDocumentPresent: true,
    invoiceNumber: null,
  });

  test('the invoice as on the waiting pages, paid or not; a receipt only once paid', () => {
    expect(deferredPageDocument({ ...owed, invoiceNumber: '2026-0008' }, invoicing)).toBe('invoice');
    expect(deferredPageDocument(owed, invoicing)).toBeNull();
    expect(deferredPageDocument({ ...owed, paid: true }, invoicing)).toBe('receipt');
    expect(deferredPageDocument({ ...owed, paid: true, invoiceOrReceiptDocumentPresent: false }, invoicing)).toBeNull();
    expect(
      deferredPageDocument(
        { ...owed, paid: true, metadata: { ...owed.metadata, readyForConfirmation: false } },
        invoicing,
      ),
    ).toBeNull();
    expect(deferredPageDocument(owed, { ...invoicing, userCanDownloadReceiptOrInvoice: false })).toBe('will-be-sent');
  });
});

describe("the success page's own buttons", () => {
  const complete = reservationFixture({ status: 'COMPLETE' });

  test('show once finalized, unless the organizer hides them or the embedding page offers its own ways on', () => {
    expect(showsOwnButtons(complete, false)).toBe(true);
    expect(showsOwnButtons({ ...complete, status: 'FINALIZING' }, false)).toBe(false);
    expect(
      showsOwnButtons({ ...complete, metadata: { ...complete.metadata, hideConfirmationButtons: true } }, false),
    ).toBe(false);
    expect(showsOwnButtons(complete, true)).toBe(false);
  });
});

describe('small rules', () => {
  test('the short id is the first 8 characters, upper-cased', () => {
    expect(shortReservationId('3f2b8c1d-9e4a-4b7c-8d2e-1a2b3c4d5e6f')).toBe('3F2B8C1D');
    expect(shortReservationId('abc')).toBe('ABC');
  });

  test('FINALIZING and OFFLINE_FINALIZING are not finalized yet', () => {
    expect(
      ['FINALIZING', 'OFFLINE_FINALIZING', 'COMPLETE', 'OFFLINE_PAYMENT'].map((status) => isFinalized(status as never)),
    ).toEqual([false, false, true, true]);
  });

  test('values put into HTML messages stay text', () => {
    expect(escapeHtml('<b>"Tom" & Jerry\'s</b>')).toBe('&#60;b&#62;&#34;Tom&#34; &#38; Jerry&#39;s&#60;/b&#62;');
  });
});

describe('the processing page watch', () => {
  const run = (polls: number, forcing: (poll: number) => boolean = () => false) => {
    let state: ProcessingPollState = initialPollState;
    const shown: number[] = [];
    for (let poll = 1; poll <= polls; poll++) {
      const before = state.forceCheckVisible;
      state = afterPoll(state, forcing(poll));
      if (!before && state.forceCheckVisible) shown.push(poll);
      if (poll === 15) state = { ...state, forceCheckVisible: false };
    }
    return { state, shown };
  };

  test('offers the forced check on every 10th poll when it is not shown already', () => {
    expect(run(9).state.forceCheckVisible).toBe(false);
    expect(run(10).state).toEqual({ polls: 10, forceCheckVisible: true, warning: false });
    expect(run(40).shown).toEqual([10, 20]);
  });

  test('not while a forced check runs', () => {
    expect(run(20, (poll) => poll === 20).shown).toEqual([10]);
  });

  test('after more than 120 polls a warning replaces it for good', () => {
    expect(run(120).state.warning).toBe(false);
    expect(run(121).state).toEqual({ polls: 121, forceCheckVisible: false, warning: true });
    expect(run(130).state).toEqual({ polls: 130, forceCheckVisible: false, warning: true });
  });
});
