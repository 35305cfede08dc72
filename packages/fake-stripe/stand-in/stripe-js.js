/**
 * A test stand-in for Stripe.js, for end-to-end tests only: a test serves it at the URL the
 * shop loads Stripe.js from and sets `window.__FAKE_STRIPE_API__` to the base URL of the local
 * fake of Stripe's HTTP API before the page loads. It implements only what the shop and
 * @stripe/react-stripe-js call: a card element made of ordinary inputs, card payments confirmed
 * against the fake (with a 3-D Secure test page when the fake asks for it), card tokens, and a
 * phone's wallet through `paymentRequest`. No real card data ever leaves the machine.
 *
 * The browser has a wallet only when the test says so before the page loads:
 * `window.__FAKE_STRIPE_WALLET__ = { type: 'googlePay' | 'applePay', card?: '4242424242424242' }`.
 * Its sheet is a dialog the test approves (Pay) or cancels.
 */
(function () {
  'use strict';

  /** What @stripe/stripe-js expects of the script it loaded; a mismatch only warns. */
  const version = 'endive';
  const api = String(window.__FAKE_STRIPE_API__ || '').replace(/\/+$/, '');

  const messages = {
    numberIncomplete: 'Your card number is incomplete.',
    numberInvalid: 'Your card number is invalid.',
    expiryIncomplete: "Your card's expiration date is incomplete.",
    expiryInvalid: "Your card's expiration date is invalid.",
    expiryPast: "Your card's expiration year is in the past.",
    cvcIncomplete: "Your card's security code is incomplete.",
    authenticationFailed:
      'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
    connection: 'The payment service could not be reached.',
  };

  const digits = (value) => String(value || '').replace(/\D/g, '');

  function luhnValid(number) {
    let sum = 0;
    for (let index = 0; index < number.length; index++) {
      let digit = Number(number[number.length - 1 - index]);
      if (index % 2 === 1) {
        digit *= 2;
        if (digit > 9) digit -= 9;
      }
      sum += digit;
    }
    return sum % 10 === 0;
  }

  /** American Express numbers have 15 digits; the test cards of every other brand used here have 16. */
  const expectedLength = (number) => (/^3[47]/.test(number) ? 15 : 16);

  /** MM/YY (or MM/YYYY) → month and four-digit year, or null while incomplete. */
  function parseExpiry(value) {
    const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(String(value || ''));
    if (!match) return null;
    const month = Number(match[1]);
    const year = match[2].length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
    return { month, year };
  }

  /** Each field's error: invalid input at once, incomplete input once the field is left. */
  function fieldErrors(values, touched) {
    const number = digits(values.number);
    const expiry = parseExpiry(values.expiry);
    const cvc = digits(values.cvc);
    const now = new Date();
    const errors = {};
    const length = expectedLength(number);
    if (number.length > length || (number.length === length && !luhnValid(number)))
      errors.number = messages.numberInvalid;
    else if (number.length > 0 && number.length < length && touched.number) errors.number = messages.numberIncomplete;
    if (expiry) {
      if (expiry.month < 1 || expiry.month > 12) errors.expiry = messages.expiryInvalid;
      else if (
        expiry.year < now.getFullYear() ||
        (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)
      )
        errors.expiry = messages.expiryPast;
    } else if (touched.expiry && String(values.expiry || '').trim()) errors.expiry = messages.expiryIncomplete;
    if (cvc.length > 0 && cvc.length < 3 && touched.cvc) errors.cvc = messages.cvcIncomplete;
    return { errors, number, expiry, cvc };
  }

  function cardState(values, touched) {
    const { errors, number, expiry, cvc } = fieldErrors(values, touched);
    const numberDone = number.length === expectedLength(number) && !errors.number;
    const complete = numberDone && Boolean(expiry) && !errors.expiry && cvc.length >= 3 && cvc.length <= 4;
    const first = errors.number || errors.expiry || errors.cvc;
    return {
      elementType: 'card',
      complete,
      empty: !number && !String(values.expiry || '').trim() && !cvc,
      error: first ? { type: 'validation_error', code: 'invalid_card', message: first } : undefined,
      value: { postalCode: '' },
      brand: number.startsWith('4') ? 'visa' : number.startsWith('5') ? 'mastercard' : 'unknown',
    };
  }

  /** A card element: three labelled inputs inside the node it is mounted on. */
  function createCardElement(registry) {
    const listeners = new Map();
    const values = { number: '', expiry: '', cvc: '' };
    const touched = { number: false, expiry: false, cvc: false };
    let container = null;
    let inputs = null;
    let destroyed = false;

    const emit = (event, payload) => {
      for (const handler of [...(listeners.get(event) || [])]) handler(payload);
    };
    const emitChange = () => emit('change', cardState(values, touched));

    function field(name, label, attributes) {
      const wrapper = document.createElement('label');
      wrapper.style.display = 'inline-flex';
      wrapper.style.flexDirection = 'column';
      wrapper.style.marginRight = '0.75rem';
      const caption = document.createElement('span');
      caption.textContent = label;
      caption.style.fontSize = '0.8em';
      const input = document.createElement('input');
      input.type = 'text';
      input.name = attributes.name;
      input.autocomplete = attributes.autocomplete;
      input.inputMode = 'numeric';
      input.placeholder = attributes.placeholder;
      input.size = attributes.size;
      input.addEventListener('input', () => {
        values[name] = input.value;
        emitChange();
      });
      input.addEventListener('focus', () => emit('focus', { elementType: 'card' }));
      input.addEventListener('blur', () => {
        touched[name] = true;
        emit('blur', { elementType: 'card' });
        emitChange();
      });
      input.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') emit('escape', { elementType: 'card' });
      });
      wrapper.append(caption, input);
      return { wrapper, input };
    }

    const element = {
      mount(target) {
        if (destroyed) throw new Error('This Element has already been destroyed.');
        const node = typeof target === 'string' ? document.querySelector(target) : target;
        if (!node) throw new Error('The selector you specified (' + target + ') applies to no DOM elements.');
        container = document.createElement('div');
        container.className = 'fake-stripe-card';
        const number = field('number', 'Card number', {
          name: 'cardnumber',
          autocomplete: 'cc-number',
          placeholder: '1234 1234 1234 1234',
          size: 20,
        });
        const expiry = field('expiry', 'Expiration date (MM/YY)', {
          name: 'exp-date',
          autocomplete: 'cc-exp',
          placeholder: 'MM / YY',
          size: 7,
        });
        const cvc = field('cvc', 'CVC', { name: 'cvc', autocomplete: 'cc-csc', placeholder: 'CVC', size: 4 });
        inputs = { number: number.input, expiry: expiry.input, cvc: cvc.input };
        container.append(number.wrapper, expiry.wrapper, cvc.wrapper);
        node.append(container);
        setTimeout(() => emit('ready', element), 0);
      },
      unmount() {
        if (container) container.remove();
        container = null;
        inputs = null;
      },
      destroy() {
        element.unmount();
        destroyed = true;
        listeners.clear();
        registry.delete('card');
      },
      update() {},
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(handler);
        return element;
      },
      once(event, handler) {
        const wrapped = (payload) => {
          element.off(event, wrapped);
          handler(payload);
        };
        return element.on(event, wrapped);
      },
      off(event, handler) {
        if (!event) listeners.clear();
        else if (!handler) listeners.delete(event);
        else if (listeners.has(event)) listeners.get(event).delete(handler);
        return element;
      },
      focus() {
        if (inputs) inputs.number.focus();
      },
      blur() {
        if (inputs && container && container.contains(document.activeElement)) document.activeElement.blur();
      },
      clear() {
        for (const name of Object.keys(values)) {
          values[name] = '';
          touched[name] = false;
          if (inputs) inputs[name].value = '';
        }
        emitChange();
      },
    };
    cards.set(element, () => {
      const expiry = parseExpiry(values.expiry);
      return {
        number: digits(values.number),
        exp_month: expiry ? String(expiry.month) : '',
        exp_year: expiry ? String(expiry.year) : '',
        cvc: digits(values.cvc),
      };
    });
    return element;
  }

  /** Card element → its current card data, for the calls that send it. */
  const cards = new WeakMap();

  /** Flattens `{a: {b: 1}}` into `prefix[a][b]=1`, skipping empty values, as Stripe.js encodes. */
  function appendNested(form, prefix, value) {
    if (value === null || value === undefined || value === '') return;
    if (typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) appendNested(form, prefix + '[' + key + ']', inner);
    } else form.append(prefix, String(value));
  }

  async function post(path, form) {
    try {
      const response = await fetch(api + path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
      });
      const body = await response.json().catch(() => ({}));
      return { ok: response.ok, body };
    } catch {
      return { ok: false, body: { error: { type: 'api_connection_error', message: messages.connection } } };
    }
  }

  function errorOf(body) {
    return body && body.error ? body.error : { type: 'api_error', message: messages.connection };
  }

  /** The bank's page, as a modal: the buyer completes or fails the authentication. */
  function authenticate() {
    return new Promise((resolve) => {
      const previous = document.activeElement;
      const backdrop = document.createElement('div');
      backdrop.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:center;justify-content:center;z-index:2147483647';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'fake-stripe-3ds-title');
      dialog.style.cssText = 'background:#fff;color:#000;padding:1.5rem;border-radius:.5rem;max-width:28rem';
      const title = document.createElement('h2');
      title.id = 'fake-stripe-3ds-title';
      title.textContent = '3-D Secure test page';
      const text = document.createElement('p');
      text.textContent = 'This test card asks for authentication. No bank is involved.';
      const button = (label, result) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.style.marginRight = '0.5rem';
        element.addEventListener('click', () => {
          backdrop.remove();
          if (previous && typeof previous.focus === 'function') previous.focus();
          resolve(result);
        });
        return element;
      };
      const complete = button('Complete authentication', 'complete');
      dialog.append(title, text, complete, button('Fail authentication', 'fail'));
      backdrop.append(dialog);
      document.body.append(backdrop);
      complete.focus();
    });
  }

  /** The wallet the test gave this browser, or null. */
  function declaredWallet() {
    const declared = window.__FAKE_STRIPE_WALLET__;
    if (!declared || (declared.type !== 'googlePay' && declared.type !== 'applePay')) return null;
    return { type: declared.type, card: digits(declared.card || '4242424242424242') };
  }

  const walletNames = { applePay: 'Apple Pay', googlePay: 'Google Pay' };
  const walletApiTypes = { applePay: 'apple_pay', googlePay: 'google_pay' };

  function integrationError(message) {
    const error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  /** Checks what Stripe.js checks of `paymentRequest`'s options. */
  function checkPaymentRequestOptions(options, creating) {
    if (creating || options.country !== undefined)
      if (!/^[A-Z]{2}$/.test(String(options.country || '')))
        throw integrationError('Invalid value for paymentRequest(): country should be a two-letter country code.');
    if (creating || options.currency !== undefined)
      if (!/^[a-z]{3}$/.test(String(options.currency || '')))
        throw integrationError('Invalid value for paymentRequest(): currency should be a lowercase three-letter code.');
    if (creating || options.total !== undefined) {
      const total = options.total || {};
      if (typeof total.label !== 'string' || !Number.isInteger(total.amount) || total.amount < 0)
        throw integrationError('Invalid value for paymentRequest(): total needs a label and an integer amount.');
    }
  }

  /**
   * A payment request whose sheet is a dialog: Pay turns the wallet's card into a PaymentMethod
   * at the fake and hands it to the page's `paymentmethod` listeners, which answer with
   * `complete('success' | 'fail')`; Cancel closes it with a `cancel` event. As on Safari, the
   * sheet opens only from inside a user's click or key press.
   */
  function createPaymentRequest(stripeForm, initial) {
    checkPaymentRequestOptions(initial, true);
    let options = { ...initial };
    const listeners = new Map();
    let showing = false;
    const emit = (event, payload) => {
      for (const handler of [...(listeners.get(event) || [])]) handler(payload);
    };

    function sheet(wallet) {
      const previous = document.activeElement;
      const backdrop = document.createElement('div');
      backdrop.style.cssText =
        'position:fixed;inset:0;background:rgba(0,0,0,.5);display:flex;align-items:flex-end;justify-content:center;z-index:2147483647';
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-labelledby', 'fake-stripe-wallet-title');
      dialog.style.cssText = 'background:#fff;color:#000;padding:1.5rem;border-radius:.5rem .5rem 0 0;min-width:20rem';
      const title = document.createElement('h2');
      title.id = 'fake-stripe-wallet-title';
      title.textContent = walletNames[wallet.type] + ' test sheet';
      const total = document.createElement('p');
      total.textContent =
        options.total.label +
        ': ' +
        (options.total.amount / 100).toFixed(2) +
        ' ' +
        options.currency.toUpperCase() +
        ' · card ending ' +
        wallet.card.slice(-4);
      const state = document.createElement('p');
      state.setAttribute('role', 'status');
      const close = () => {
        showing = false;
        backdrop.remove();
        if (previous && typeof previous.focus === 'function') previous.focus();
      };
      const button = (label, onClick) => {
        const element = document.createElement('button');
        element.type = 'button';
        element.textContent = label;
        element.style.marginRight = '0.5rem';
        element.addEventListener('click', onClick);
        return element;
      };
      const pay = button('Pay', async () => {
        pay.disabled = true;
        cancel.disabled = true;
        state.textContent = 'Processing…';
        const form = stripeForm({ type: 'card' });
        const year = new Date().getFullYear() + 2;
        appendNested(form, 'card', {
          number: wallet.card,
          exp_month: '12',
          exp_year: String(year),
          cvc: '123',
          wallet: walletApiTypes[wallet.type],
        });
        const created = await post('/v1/payment_methods', form);
        if (!created.ok) {
          state.textContent = 'The wallet could not pay.';
          close();
          emit('cancel', {});
          return;
        }
        let completed = false;
        emit('paymentmethod', {
          paymentMethod: created.body,
          walletName: wallet.type,
          methodName: wallet.type,
          payerName: options.requestPayerName ? 'Wallet Holder' : undefined,
          payerEmail: options.requestPayerEmail ? 'wallet@example.org' : undefined,
          complete(status) {
            if (completed) return;
            completed = true;
            if (status === 'success') close();
            else {
              state.textContent = 'Payment failed.';
              close();
            }
          },
        });
      });
      const cancel = button('Cancel', () => {
        close();
        emit('cancel', {});
      });
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !cancel.disabled) cancel.click();
      });
      dialog.append(title, total, state, pay, cancel);
      backdrop.append(dialog);
      document.body.append(backdrop);
      pay.focus();
    }

    const request = {
      canMakePayment() {
        const wallet = declaredWallet();
        return Promise.resolve(
          wallet ? { applePay: wallet.type === 'applePay', googlePay: wallet.type === 'googlePay', link: false } : null,
        );
      },
      show() {
        const wallet = declaredWallet();
        const gesture = window.event;
        if (!gesture || !gesture.isTrusted || !/^(click|keydown|keyup|pointerup|touchend)$/.test(gesture.type))
          throw integrationError(
            'show() must be called from a user gesture handler (such as a click handler, after the user clicks a button).',
          );
        if (!wallet) throw integrationError('This browser has no wallet to show.');
        if (showing) throw integrationError('The payment request is already showing.');
        showing = true;
        sheet(wallet);
      },
      update(next) {
        if (showing) throw integrationError('You cannot update a payment request while it is showing.');
        checkPaymentRequestOptions(next || {}, false);
        options = { ...options, ...(next || {}) };
      },
      isShowing() {
        return showing;
      },
      on(event, handler) {
        if (!listeners.has(event)) listeners.set(event, new Set());
        listeners.get(event).add(handler);
        return request;
      },
      once(event, handler) {
        const wrapped = (payload) => {
          request.off(event, wrapped);
          handler(payload);
        };
        return request.on(event, wrapped);
      },
      off(event, handler) {
        if (!event) listeners.clear();
        else if (!handler) listeners.delete(event);
        else if (listeners.has(event)) listeners.get(event).delete(handler);
        return request;
      },
    };
    return request;
  }

  function paymentIntentId(clientSecret) {
    return String(clientSecret).split('_secret_')[0];
  }

  function Stripe(publishableKey, options) {
    if (typeof publishableKey !== 'string' || !publishableKey) {
      throw new Error('Please call Stripe() with your publishable key. You used an empty string.');
    }
    const account = options && options.stripeAccount;

    function baseForm(extra) {
      const form = new URLSearchParams();
      form.append('key', publishableKey);
      if (account) form.append('_stripe_account', account);
      for (const [key, value] of Object.entries(extra)) appendNested(form, key, value);
      return form;
    }

    function cardOf(element) {
      const read = element && cards.get(element);
      if (!read) throw new Error('Invalid value for card: expected a mounted card Element.');
      return read();
    }

    async function retrieve(clientSecret) {
      const id = paymentIntentId(clientSecret);
      const query = baseForm({ client_secret: clientSecret });
      try {
        const response = await fetch(api + '/v1/payment_intents/' + encodeURIComponent(id) + '?' + query.toString());
        const body = await response.json().catch(() => ({}));
        return { ok: response.ok, body };
      } catch {
        return { ok: false, body: { error: { type: 'api_connection_error', message: messages.connection } } };
      }
    }

    /**
     * With a card element, or a PaymentMethod's id (a wallet's card); without data, the
     * PaymentIntent's pending action (3-D Secure) is carried out. `handleActions: false` leaves
     * that action to a second call, as a wallet's sheet must close first.
     */
    async function confirmCardPayment(clientSecret, data, confirmOptions) {
      const id = paymentIntentId(clientSecret);
      let intent;
      if (!data || data.payment_method === undefined) {
        const current = await retrieve(clientSecret);
        if (!current.ok) return { error: errorOf(current.body) };
        intent = current.body;
        if (intent.status !== 'requires_action') return { paymentIntent: intent };
      } else {
        const method = data.payment_method;
        const form = baseForm({ client_secret: clientSecret });
        if (typeof method === 'string') form.append('payment_method', method);
        else {
          form.append('payment_method_data[type]', 'card');
          appendNested(form, 'payment_method_data[card]', cardOf(method.card));
          appendNested(form, 'payment_method_data[billing_details]', method.billing_details);
        }
        const confirmed = await post('/v1/payment_intents/' + encodeURIComponent(id) + '/confirm', form);
        if (!confirmed.ok) return { error: errorOf(confirmed.body) };
        intent = confirmed.body;
        if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
          return { error: { ...intent.last_payment_error, payment_intent: intent } };
        }
        if (intent.status !== 'requires_action') return { paymentIntent: intent };
        if (confirmOptions && confirmOptions.handleActions === false) return { paymentIntent: intent };
      }

      const result = await authenticate();
      const answered = await post(
        '/fake/3ds/' + encodeURIComponent(id),
        new URLSearchParams({ client_secret: clientSecret, result }),
      );
      if (result === 'fail') {
        return {
          error: {
            type: 'card_error',
            code: 'payment_intent_authentication_failure',
            message: messages.authenticationFailed,
            payment_intent: answered.ok ? answered.body : intent,
          },
        };
      }
      return answered.ok ? { paymentIntent: answered.body } : { error: errorOf(answered.body) };
    }

    async function createToken(element, data) {
      const card = cardOf(element);
      const form = baseForm({});
      appendNested(form, 'card', { ...card, ...(data || {}) });
      const created = await post('/v1/tokens', form);
      return created.ok ? { token: created.body } : { error: errorOf(created.body) };
    }

    return {
      elements() {
        const registry = new Map();
        return {
          create(type) {
            if (type !== 'card') throw new Error('The test stand-in of Stripe.js only has the card element.');
            if (registry.has('card')) throw new Error('Can only create one Element of type card.');
            const element = createCardElement(registry);
            registry.set('card', element);
            return element;
          },
          getElement(type) {
            const name = typeof type === 'string' ? type : type && type.__elementType;
            return registry.get(name) || null;
          },
          update() {},
          fetchUpdates() {
            return Promise.resolve({});
          },
        };
      },
      confirmCardPayment,
      createToken,
      paymentRequest(options) {
        return createPaymentRequest(baseForm, options || {});
      },
      createPaymentMethod() {
        return Promise.resolve({
          error: {
            type: 'invalid_request_error',
            message: 'The test stand-in of Stripe.js cannot create payment methods.',
          },
        });
      },
      _registerWrapper() {},
      registerAppInfo() {},
    };
  }

  Stripe.version = version;
  window.Stripe = Stripe;
})();
