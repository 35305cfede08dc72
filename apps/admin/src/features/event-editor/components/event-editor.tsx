import { valibotResolver } from '@hookform/resolvers/valibot';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormProvider, useForm, useWatch, type Path } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../components/query-state.tsx';
import { useTranslation } from '../../../lib/i18n.tsx';
import type { MessageKey } from '../../../messages/index.ts';
import { organizerEventsQuery } from '../../../lib/organizer-queries.ts';
import { editedEventQuery, eventSetupQuery, refusedFields, saveEvent, saveEventSecrets } from '../api.ts';
import {
  eventFormSchema,
  fromOrganizerEvent,
  toEventRequest,
  toSecretsRequest,
  type EventFormValues,
} from '../event-form.ts';
import { placeServerErrors } from '../server-errors.ts';
import { CategoryFields } from './category-fields.tsx';
import { DescriptionFields } from './description-fields.tsx';
import { FormField, SelectField } from './field.tsx';
import { AttendeeFieldFields } from './attendee-field-fields.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { PromoCodeFields } from './promo-code-fields.tsx';
import { SecretFields } from './secret-fields.tsx';
import { ServiceFields } from './service-fields.tsx';

const timeZones = Intl.supportedValuesOf('timeZone');

/**
 * The event's form, for a new event (`slug` null) or an existing one. A refused save keeps every
 * value typed: the server's reasons land under their fields, the rest at the top.
 */
export function EventEditor({
  slug,
  initial,
  organizationId = null,
  settingsSet = { event: [], organization: [] },
}: {
  slug: string | null;
  initial: EventFormValues;
  /** The event's organization; null for a new event. */
  organizationId?: number | null;
  /** The names of the settings set, for the payment providers' write-only fields. */
  settingsSet?: { event: string[]; organization: string[] };
}) {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [globalErrors, setGlobalErrors] = useState<MessageKey[]>([]);
  const [saved, setSaved] = useState(false);
  const form = useForm<EventFormValues>({
    resolver: valibotResolver(eventFormSchema),
    defaultValues: initial,
    shouldFocusError: true,
  });
  const format = useWatch({ control: form.control, name: 'format' });

  const mutation = useMutation({
    // The event first, then its payment settings, which need the event to exist.
    mutationFn: async (input: { slug: string | null; values: EventFormValues }) => {
      const savedSlug = String(
        await saveEvent({ slug: input.slug, body: toEventRequest(input.values, input.slug === null) }),
      );
      const secrets = toSecretsRequest(input.values.secrets);
      if (secrets) {
        try {
          // A new event's organization is read from its stats, through the query the edit page then shows.
          const organization =
            organizationId ?? (await queryClient.fetchQuery(editedEventQuery(savedSlug))).organizationId;
          await saveEventSecrets({ slug: savedSlug, organizationId: organization, body: secrets });
        } catch {
          throw new SecretsRefused(savedSlug);
        }
      }
      return savedSlug;
    },
    onSuccess: async (savedSlug, { slug: before }) => {
      await queryClient.invalidateQueries({ queryKey: organizerEventsQuery().queryKey });
      if (before === null) {
        void navigate(`/events/${encodeURIComponent(String(savedSlug))}/edit`, { state: { created: true } });
        return;
      }
      // The form starts again from what the server keeps: new services get their ids, secrets are not kept.
      // Fetching (the cached answers are stale at once) refreshes every screen that shows them, so
      // no invalidation beside it, which would ask the server a second time.
      const [stats, setup] = await Promise.all([
        queryClient.fetchQuery(editedEventQuery(before)),
        queryClient.fetchQuery(eventSetupQuery(before)),
      ]);
      form.reset(fromOrganizerEvent(stats, setup));
      setSaved(true);
    },
    onError: (error) => {
      if (error instanceof SecretsRefused) {
        setGlobalErrors(['editor.error.secrets']);
        return;
      }
      const refused = refusedFields(error);
      if (!refused) {
        setGlobalErrors([errorMessage(error)]);
        return;
      }
      const placed = placeServerErrors(refused);
      const onFields = placed.filter((entry) => entry.field !== null);
      for (const [index, entry] of onFields.entries())
        form.setError(entry.field as Path<EventFormValues>, { message: entry.message }, { shouldFocus: index === 0 });
      setGlobalErrors([...new Set(placed.filter((entry) => entry.field === null).map((entry) => entry.message))]);
    },
  });

  const submit = form.handleSubmit((values) => {
    setGlobalErrors([]);
    setSaved(false);
    mutation.mutate({ slug, values });
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} aria-labelledby={`${id}-heading`}>
        <h2 id={`${id}-heading`} className="visually-hidden">
          {t('editor.form')}
        </h2>
        {globalErrors.length > 0 && (
          <div className="alert alert-danger" role="alert">
            <ul className="mb-0 ps-3">
              {globalErrors.map((message) => (
                <li key={message}>{t(message)}</li>
              ))}
            </ul>
          </div>
        )}
        <fieldset className="mb-4">
          <legend className="h5">{t('editor.basics')}</legend>
          <FormField name="title" label={t('editor.title')} />
          {slug === null && <FormField name="slug" label={t('editor.slug')} hint={t('editor.slug-hint')} />}
          <DescriptionFields />
          <FormField
            name="imageUrl"
            type="url"
            label={t('editor.image')}
            hint={t(slug === null ? 'editor.image-hint' : 'editor.image-keep')}
          />
        </fieldset>

        <fieldset className="mb-4">
          <legend className="h5">{t('editor.when-where')}</legend>
          <div className="row">
            <TimeZoneField />
            <FormField className="col-md-4 mb-3" name="startDate" type="datetime-local" label={t('editor.start')} />
            <FormField className="col-md-4 mb-3" name="endDate" type="datetime-local" label={t('editor.end')} />
          </div>
          <div className="mb-3">
            <label className="form-label" htmlFor={`${id}-format`}>
              {t('editor.format')}
            </label>
            <select id={`${id}-format`} className="form-select w-auto" {...form.register('format')}>
              <option value="IN_PERSON">{t('editor.format.IN_PERSON')}</option>
              <option value="ONLINE">{t('editor.format.ONLINE')}</option>
              <option value="HYBRID">{t('editor.format.HYBRID')}</option>
            </select>
          </div>
          {format !== 'ONLINE' && (
            <FormField name="location" label={t('editor.location')} autoComplete="street-address" />
          )}
          <FormField name="websiteUrl" type="url" label={t('editor.website')} hint={t('editor.website-hint')} />
        </fieldset>

        <PaymentFields />
        <SecretFields settingsSet={settingsSet} />
        <CategoryFields />
        <PromoCodeFields />
        <AttendeeFieldFields />
        <ServiceFields />

        <fieldset className="mb-4">
          <legend className="h5">{t('editor.legal')}</legend>
          <FormField name="termsAndConditionsUrl" type="url" label={t('editor.terms')} />
          <FormField name="privacyPolicyUrl" type="url" label={t('editor.privacy')} />
        </fieldset>

        <div className="d-flex flex-wrap gap-2 align-items-center mb-4">
          <button type="submit" className="btn btn-primary" disabled={mutation.isPending}>
            {mutation.isPending ? t('editor.saving') : t(slug === null ? 'editor.create' : 'editor.save')}
          </button>
          <p role="status" className="mb-0 text-success">
            {saved ? t('editor.saved') : ''}
          </p>
        </div>
      </form>
    </FormProvider>
  );
}

/** The event was saved; its payment settings were refused (the form keeps them for another try). */
class SecretsRefused extends Error {
  constructor(readonly slug: string) {
    super(`The payment settings of ${slug} were not saved`);
  }
}

/** The event's time zone, from the zones the browser knows; its dates are wall-clock times there. */
function TimeZoneField() {
  const { t } = useTranslation();
  return (
    <SelectField
      name="timezone"
      label={t('editor.timezone')}
      options={timeZones.map((zone) => ({ value: zone, label: zone }))}
      className="col-md-4 mb-3"
    />
  );
}
