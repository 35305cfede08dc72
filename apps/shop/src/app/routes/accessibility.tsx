import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { PageLoading } from '../../components/ui/page-loading.tsx';
import {
  AccessibilityStatement,
  type AccessibilityContact,
} from '../../features/accessibility/components/accessibility-statement.tsx';
import { eventQuery } from '../../features/event-page/api.ts';
import { infoQuery } from '../../features/info/api.ts';

/**
 * The accessibility statement. Reached from an event (`?event=`), it names that event's
 * organizer as the contact; otherwise the operator's address, when the server configures one.
 */
export default function AccessibilityRoute() {
  const [searchParams] = useSearchParams();
  const eventShortName = searchParams.get('event');
  const event = useQuery({ ...eventQuery(eventShortName ?? ''), enabled: Boolean(eventShortName) });
  const { data: info } = useQuery(infoQuery());
  if (eventShortName && event.isPending) return <PageLoading />;
  const operatorEmail = info?.accessibilityContactEmail ?? null;
  const contact: AccessibilityContact = event.data
    ? { kind: 'organizer', name: event.data.organizationName, email: event.data.organizationEmail }
    : operatorEmail
      ? { kind: 'operator', email: operatorEmail }
      : null;
  return <AccessibilityStatement contact={contact} />;
}
