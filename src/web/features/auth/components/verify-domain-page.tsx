// The link e-mailed to an address at a domain an organization wants for single sign-on.
import { useMutation } from '@tanstack/react-query';
import { confirmDomain } from '../../../shared/api/sso.ts';
import { ConfirmLinkPage } from '../../../shared/components/confirm-link-page.tsx';

export function VerifyDomainPage() {
  const confirm = useMutation({ mutationFn: confirmDomain });
  return (
    <ConfirmLinkPage
      title="Confirm the domain for single sign-on"
      explanation="An Admin asked Boardwise to let people of your domain sign in through your organization's identity provider. Confirm only if your organization wants this."
      confirmLabel="Confirm the domain"
      failure="The domain could not be confirmed"
      confirm={confirm}
    />
  );
}
