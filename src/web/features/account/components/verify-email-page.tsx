// The e-mailed link that proves an address (a new account's, or the one it changes to).
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useConfirmEmail } from '../../../shared/api/account.ts';
import { ConfirmLinkPage } from '../../../shared/components/confirm-link-page.tsx';

export function VerifyEmailPage() {
  return (
    <ConfirmLinkPage
      title="Confirm your e-mail address"
      explanation="Confirming proves this address is yours: you can then be given a seat on a board."
      confirmLabel="Confirm my address"
      failure="The address could not be confirmed"
      confirm={useConfirmEmail()}
      next={
        <Anchor component={Link} to="/dashboard">
          Go to your boards
        </Anchor>
      }
    />
  );
}
