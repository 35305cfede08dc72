import { useParams } from 'react-router';
import { EventNav } from '../../components/event-nav.tsx';
import { EmailTemplatesPage } from '../../features/email-templates/components/email-templates-page.tsx';

export default function EventEmailTemplatesRoute() {
  const slug = useParams().slug ?? '';
  return (
    <>
      <EventNav slug={slug} />
      <EmailTemplatesPage key={slug} scope={{ kind: 'event', slug }} />
    </>
  );
}
