// Above every signed-in page while the address is unconfirmed (on a server that can confirm
// it): what that means — no seat on a board yet — and where to get a new link. Or, when mail to
// it bounced, that board e-mail is paused and where to confirm or change it.
import { Alert, Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { User } from '../../../../contracts/auth.ts';
import { BouncedEmailPointer } from './bounced-email-notice.tsx';

export function VerifyEmailNotice({ user }: { user: User }) {
  // A bounced address is the more urgent news, and confirming it is the way out of both.
  if (user.email_bounce) return <BouncedEmailPointer user={user} mb="md" />;
  if (user.is_guest || user.email_verified || !user.email_enabled) return null;
  return (
    // A standing note on every page, not an alert: screen readers are not interrupted by it, and
    // the page's own alerts stay the only ones.
    <Alert color="orange" variant="light" mb="md" title="Confirm your e-mail address" role="note">
      <Text size="sm">
        Follow the link we sent to {user.email}. Until then you can use Boardwise, but you cannot be given a
        seat on a board.{' '}
        {/* The alert's own text colour: a blue link on the orange tint would miss AA contrast. */}
        <Anchor component={Link} to="/settings/security" size="sm" c="inherit" underline="always" fw={600}>
          Send a new link
        </Anchor>
      </Text>
    </Alert>
  );
}
