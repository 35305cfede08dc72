import type { EmailTemplateName } from '@shop/contract';
import Handlebars from 'handlebars';

/**
 * The e-mails an organizer may word themselves, each with the placeholders its text and subject
 * may use. Names follow alf.io's templates where alf.io has the same e-mail; the refund, the
 * cancellation and the link recovery are ours. Templates use Mustache's syntax as alf.io's do:
 * `{{fullName}}` writes a value, `{{#if payOnSite}}…{{else}}…{{/if}}` and `{{#unless …}}` choose a
 * sentence. Nothing else is allowed: no raw output, no partials, no helpers, so an organizer's
 * text can neither inject markup nor reach beyond the values listed here.
 */
export const emailTemplates = {
  CONFIRMATION_EMAIL: [
    'fullName',
    'firstName',
    'lastName',
    'reservationId',
    'eventName',
    'total',
    'deadline',
    'paymentMethod',
    'organizationName',
    'organizationEmail',
    'reservationUrl',
    'paymentDue',
    'payOnSite',
    'payLater',
  ],
  TICKET_EMAIL: [
    'fullName',
    'firstName',
    'lastName',
    'reservationId',
    'eventName',
    'category',
    'date',
    'location',
    'organizationName',
    'organizationEmail',
    'ticketUrl',
    'online',
  ],
  TICKET_HAS_BEEN_CANCELLED: [
    'fullName',
    'reservationId',
    'eventName',
    'category',
    'ticketId',
    'organizationName',
    'organizationEmail',
  ],
  RESERVATION_CANCELLED: [
    'fullName',
    'reservationId',
    'eventName',
    'ticketCategory',
    'refund',
    'fee',
    'refundByProvider',
    'organizationName',
    'organizationEmail',
  ],
  PAYMENT_REFUNDED: [
    'fullName',
    'reservationId',
    'eventName',
    'total',
    'reason',
    'organizationName',
    'organizationEmail',
  ],
  WAITING_QUEUE_RESERVATION_EMAIL: [
    'fullName',
    'eventName',
    'deadline',
    'reservationUrl',
    'organizationName',
    'organizationEmail',
  ],
  LINK_RECOVERY: ['fullName', 'eventName', 'organizationName', 'organizationEmail'],
} as const satisfies Record<EmailTemplateName, readonly string[]>;

export type { EmailTemplateName };
export type PlaceholderOf<T extends EmailTemplateName> = (typeof emailTemplates)[T][number];
/** What fills a template: text, or a condition for `{{#if}}` (false, or an empty text, is unmet). */
export type TemplateValues<T extends EmailTemplateName> = Record<PlaceholderOf<T>, string | boolean>;

/** Each template with the placeholders it knows, as the organizer API lists them. */
export const templateCatalogue = () =>
  Object.entries(emailTemplates).map(([name, placeholders]) => ({
    name: name as EmailTemplateName,
    placeholders: [...placeholders],
  }));

const engine = Handlebars.create();
const CONDITIONS = new Set(['if', 'unless']);

type Node = hbs.AST.Node;

/**
 * Why an organizer's template cannot be used, in a sentence for the person who wrote it; null
 * when it can. Checked when saved, so a message is never held up by a template that fails.
 */
export function templateProblem(name: EmailTemplateName, source: string): string | null {
  const allowed = new Set<string>(emailTemplates[name]);
  let program: hbs.AST.Program;
  try {
    program = engine.parse(source);
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return `The template cannot be read: ${reason}`;
  }
  const placeholder = (node: Node | undefined, where: string): string | null => {
    if (node?.type !== 'PathExpression') return `${where} must name a placeholder`;
    const path = node as hbs.AST.PathExpression;
    if (path.data || path.depth > 0 || path.parts.length !== 1 || !allowed.has(path.original))
      return `Unknown placeholder {{${path.original}}}; this template knows ${[...allowed].join(', ')}`;
    return null;
  };
  const visit = (nodes: readonly Node[]): string | null => {
    for (const node of nodes) {
      switch (node.type) {
        case 'ContentStatement':
        case 'CommentStatement':
          break;
        case 'MustacheStatement': {
          const mustache = node as hbs.AST.MustacheStatement;
          if (!mustache.escaped) return 'Triple braces are not allowed: write {{placeholder}}';
          if (mustache.params.length > 0 || mustache.hash) return 'A placeholder takes no arguments';
          const problem = placeholder(mustache.path, 'A value');
          if (problem) return problem;
          break;
        }
        case 'BlockStatement': {
          const block = node as hbs.AST.BlockStatement;
          const helper = block.path.type === 'PathExpression' ? (block.path as hbs.AST.PathExpression).original : '';
          if (!CONDITIONS.has(helper))
            return `Only {{#if placeholder}} and {{#unless placeholder}} may open a section, not {{#${helper}}}`;
          if (block.params.length !== 1 || block.hash) return `{{#${helper}}} takes exactly one placeholder`;
          const problem =
            placeholder(block.params[0], `{{#${helper}}}`) ??
            visit(block.program.body) ??
            (block.inverse ? visit(block.inverse.body) : null);
          if (problem) return problem;
          break;
        }
        default:
          return 'Only placeholders, {{#if}} and {{#unless}} are allowed';
      }
    }
    return null;
  };
  return visit(program.body);
}

/** Fills a template that passed `templateProblem`, as plain text: escaping is the layout's. */
export function fillTemplate<T extends EmailTemplateName>(source: string, values: TemplateValues<T>): string {
  return engine.compile(source, { noEscape: true, knownHelpersOnly: true, knownHelpers: { if: true, unless: true } })(
    values,
  );
}
