// A person whose address bounced permanently hears of it themselves, not only their Admin: board
// e-mail to it is paused, and the way back is to confirm the address (the link's arrival shows it
// takes mail again) or to change it. In Settings → Security with the button that sends the link;
// elsewhere (every page, notification settings) a pointer to it.
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconMailOff } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { User } from '../../../../contracts/auth.ts';
import { useResendVerification } from '../../../shared/api/account.ts';
import { formatDate } from '../../../shared/lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../shared/lib/notify.ts';

export const BOUNCED_TITLE = 'Board e-mail is paused';

function why(user: User): string {
  const bounce = user.email_bounce!;
  const when = formatDate(bounce.at);
  return `Mail to ${user.email} bounced${when ? ` on ${when}` : ''}${bounce.reason ? ` (${bounce.reason})` : ''}, so Boardwise has stopped e-mailing you about boards. Everything still reaches you under the bell.`;
}

function BouncedAlert({ mb, children }: { mb?: string; children: React.ReactNode }) {
  return (
    <Alert
      color="red"
      variant="light"
      role="note"
      title={BOUNCED_TITLE}
      mb={mb}
      icon={<IconMailOff size={18} aria-hidden />}
    >
      {children}
    </Alert>
  );
}

/** With the confirm button: for the e-mail section, above the form that changes the address. */
export function BouncedEmailNotice({ user }: { user: User }) {
  const resend = useResendVerification();
  if (!user.email_bounce) return null;
  return (
    <BouncedAlert>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{why(user)}</Text>
        <Text size="sm">
          If the address is right, confirm it: we send a link to it, and following the link turns board e-mail
          back on. If it has changed, enter the new address below.
        </Text>
        {user.email_enabled && (
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={resend.isPending}
            onClick={() =>
              resend.mutate(undefined, {
                onSuccess: (answer) => notifySuccess(answer.message),
                onError: (error) => notifyError(error, 'No link sent'),
              })
            }
          >
            Confirm this address
          </Button>
        )}
      </Stack>
    </BouncedAlert>
  );
}

/** A pointer to Settings → Security, where the address is confirmed or changed. */
export function BouncedEmailPointer({ user, mb }: { user: User; mb?: string }) {
  if (user.is_guest || !user.email_bounce) return null;
  return (
    <BouncedAlert mb={mb}>
      <Text size="sm">
        {why(user)} {/* The alert's own text colour: a blue link on the red tint would miss AA contrast. */}
        <Anchor component={Link} to="/settings/security" size="sm" c="inherit" underline="always" fw={600}>
          Confirm or change your address
        </Anchor>
      </Text>
    </BouncedAlert>
  );
}
