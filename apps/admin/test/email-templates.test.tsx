import type { EmailTemplateRequest, EmailTemplates } from '@shop/contract';
import { organizerRoutes, type OrganizerRouteKey } from '@shop/contract/organizer-routes';
import { routePattern } from '@shop/contract/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WordingScope } from '../src/features/email-templates/api.ts';
import { EmailTemplatesPage } from '../src/features/email-templates/components/email-templates-page.tsx';
import { insertPlaceholder, refusedParts, tagsIn } from '../src/features/email-templates/email-template-rules.ts';
import { ApiError } from '../src/lib/api-client.ts';
import { TranslatorProvider } from '../src/lib/i18n.tsx';

const url = (key: OrganizerRouteKey) => `http://localhost${routePattern(organizerRoutes[key].path)}`;

const catalogue: EmailTemplates['templates'] = [
  { name: 'CONFIRMATION_EMAIL', placeholders: ['fullName', 'reservationId', 'eventName'] },
  { name: 'TICKET_EMAIL', placeholders: ['fullName', 'ticketUrl'] },
];

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** A server holding `overrides` at the organization and at the event, recording each save's body. */
function organizer({
  organization = [],
  event = [],
  refuse,
}: {
  organization?: EmailTemplates['overrides'];
  event?: EmailTemplates['overrides'];
  refuse?: { field: 'subject' | 'body'; message: string }[];
} = {}) {
  const saves: { path: string; body: EmailTemplateRequest }[] = [];
  const save = async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
    const body = (await request.json()) as EmailTemplateRequest;
    saves.push({ path: new URL(request.url).pathname, body });
    if (refuse) return HttpResponse.json({ errors: refuse }, { status: 400 });
    const overrides = (params.slug ? event : organization).filter(
      (entry) => entry.template !== params.template || entry.language !== params.language,
    );
    if (body.subject !== null || body.body !== null)
      overrides.push({
        template: params.template as 'CONFIRMATION_EMAIL',
        language: params.language as 'en',
        subject: body.subject ?? null,
        body: body.body ?? null,
      });
    return HttpResponse.json({ templates: catalogue, overrides });
  };
  server.use(
    http.get(url('listEmailTemplates'), () => HttpResponse.json({ templates: catalogue, overrides: organization })),
    http.get(url('listEventEmailTemplates'), () => HttpResponse.json({ templates: catalogue, overrides: event })),
    http.put(url('saveEmailTemplate'), save),
    http.put(url('saveEventEmailTemplate'), save),
  );
  return saves;
}

function renderPage(scope: WordingScope) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <TranslatorProvider initial="en">
        <EmailTemplatesPage scope={scope} />
      </TranslatorProvider>
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

const subject = () => screen.getByRole('textbox', { name: 'Subject' });
const body = () => screen.getByRole('textbox', { name: 'Opening text' });

describe('the wording of an e-mail', () => {
  it('puts each refused part’s reason under its field and keeps everything typed', async () => {
    const saves = organizer({
      refuse: [
        { field: 'subject', message: 'Unknown placeholder {{nope}}; this template knows fullName, eventName' },
        { field: 'body', message: 'Triple braces are not allowed: write {{placeholder}}' },
      ],
    });
    const user = renderPage({ kind: 'event', slug: 'summit' });
    await user.type(await screen.findByRole('textbox', { name: 'Subject' }), 'Hello {{{{nope}}');
    await user.type(body(), 'Dear {{{{{{fullName}}}');
    await user.click(screen.getByRole('button', { name: 'Save wording' }));

    await waitFor(() => expect(subject().getAttribute('aria-invalid')).toBe('true'));
    expect(body().getAttribute('aria-invalid')).toBe('true');
    expect(subject().getAttribute('aria-describedby')).toContain(
      screen.getByText('Unknown placeholder {{nope}}; this template knows fullName, eventName').id,
    );
    expect(body().getAttribute('aria-describedby')).toContain(
      screen.getByText('Triple braces are not allowed: write {{placeholder}}').id,
    );
    expect(document.activeElement).toBe(subject());
    expect(subject()).toHaveProperty('value', 'Hello {{nope}}');
    expect(body()).toHaveProperty('value', 'Dear {{{fullName}}}');
    expect(saves).toEqual([
      {
        path: '/api/v1/admin/event/summit/email-templates/CONFIRMATION_EMAIL/en',
        body: { subject: 'Hello {{nope}}', body: 'Dear {{{fullName}}}' },
      },
    ]);
    expect(screen.queryByText('The wording is saved.')).toBeNull();
  });

  it('saves a subject alone, a placeholder inserted at the cursor, the text left to the server', async () => {
    const saves = organizer();
    const user = renderPage({ kind: 'organization' });
    const placeholders = await screen.findByRole('region', { name: 'Placeholders' });
    expect(
      within(placeholders)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['{{fullName}}', '{{reservationId}}', '{{eventName}}']);

    await user.type(subject(), 'Your order for ');
    await user.click(within(placeholders).getByRole('button', { name: 'Insert {{eventName}}' }));
    expect(subject()).toHaveProperty('value', 'Your order for {{eventName}}');
    expect(document.activeElement).toBe(subject());
    expect(screen.getByRole('region', { name: 'Preview' }).querySelector('mark')?.textContent).toBe('{{eventName}}');

    await user.click(screen.getByRole('button', { name: 'Save wording' }));
    expect(await screen.findByText('The wording is saved.')).toBeTruthy();
    expect(saves.map((save) => save.body)).toEqual([{ subject: 'Your order for {{eventName}}', body: null }]);
    expect(screen.getByRole('region', { name: 'Saved here' }).textContent).toContain('Order confirmation, English');
  });

  it('removes a wording only once confirmed, and then shows what the event inherits', async () => {
    const saves = organizer({
      organization: [{ template: 'CONFIRMATION_EMAIL', language: 'en', subject: 'From us: {{eventName}}', body: null }],
      event: [{ template: 'CONFIRMATION_EMAIL', language: 'en', subject: 'Summit: {{fullName}}', body: 'Hi' }],
    });
    const user = renderPage({ kind: 'event', slug: 'summit' });
    expect(await screen.findByDisplayValue('Summit: {{fullName}}')).toBeTruthy();
    const inherited = screen.getByRole('region', { name: 'Without this event’s wording' });
    expect(await within(inherited).findByText('From us: {{eventName}}')).toBeTruthy();
    expect(within(inherited).getByText('The shop’s own wording.')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Remove this wording' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove the wording of “Order confirmation” in English?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(saves).toEqual([]);
    expect(subject()).toHaveProperty('value', 'Summit: {{fullName}}');

    await user.click(screen.getByRole('button', { name: 'Remove this wording' }));
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('The wording is removed.')).toBeTruthy();
    expect(saves.map((save) => save.body)).toEqual([{ subject: null, body: null }]);
    expect(subject()).toHaveProperty('value', '');
    expect(body()).toHaveProperty('value', '');
    expect(screen.queryByRole('button', { name: 'Remove this wording' })).toBeNull();
    expect(screen.getByText('Nothing is worded here yet: the e-mails use the wording they inherit.')).toBeTruthy();
  });

  it('starts each template and language from what is saved for it', async () => {
    organizer({
      organization: [{ template: 'TICKET_EMAIL', language: 'de', subject: 'Ihr Ticket', body: null }],
    });
    const user = renderPage({ kind: 'organization' });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'E-mail' }), 'TICKET_EMAIL');
    expect(subject()).toHaveProperty('value', '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language of the e-mail' }), 'de');
    expect(subject()).toHaveProperty('value', 'Ihr Ticket');
    expect(screen.getByRole('button', { name: 'Insert {{ticketUrl}}' })).toBeTruthy();
  });

  it('says so when the role may not word e-mails, and offers to try again when the server failed', async () => {
    server.use(http.get(url('listEmailTemplates'), () => new HttpResponse(null, { status: 403 })));
    renderPage({ kind: 'organization' });
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Your role does not allow this.'),
    );
    expect(screen.queryByRole('textbox', { name: 'Subject' })).toBeNull();
  });
});

describe('the wording’s rules', () => {
  it('reads the refused parts of a 400, nothing from other failures', () => {
    expect(
      refusedParts(new ApiError(400, { errors: [{ field: 'subject', message: 'Unknown placeholder {{x}}' }] })),
    ).toEqual([{ field: 'subject', message: 'Unknown placeholder {{x}}' }]);
    expect(refusedParts(new ApiError(400, { errors: [{ field: 'title', message: 'x' }] }))).toEqual([]);
    expect(refusedParts(new ApiError(403, null))).toEqual([]);
  });

  it('marks the placeholders and inserts one over a selection', () => {
    expect(tagsIn('Hi {{fullName}}!')).toEqual([
      { text: 'Hi ', tag: false },
      { text: '{{fullName}}', tag: true },
      { text: '!', tag: false },
    ]);
    expect(insertPlaceholder('Hi there', 'fullName', { start: 3, end: 8 })).toEqual({
      value: 'Hi {{fullName}}',
      cursor: 15,
    });
    expect(insertPlaceholder('Hi ', 'fullName', null)).toEqual({ value: 'Hi {{fullName}}', cursor: 15 });
  });
});
