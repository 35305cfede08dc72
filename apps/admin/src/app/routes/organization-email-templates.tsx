import { EmailTemplatesPage } from '../../features/email-templates/components/email-templates-page.tsx';

export default function OrganizationEmailTemplatesRoute() {
  return <EmailTemplatesPage scope={{ kind: 'organization' }} />;
}
