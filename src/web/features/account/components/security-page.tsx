// Settings → Security: the address, the password, two-factor, and where one is signed in. Each
// section is its own component: a new one is a line here.
import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { endSession, useCurrentUser } from '../../../shared/api/auth.ts';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { rememberSignedOutReason } from '../../../shared/lib/signed-out-reason.ts';
import { ApiTokensSection } from './api-tokens-section.tsx';
import { EmailSection } from './email-section.tsx';
import { PasskeysSection } from './passkeys/passkeys-section.tsx';
import { PasswordSection } from './password-section.tsx';
import { SessionsSection } from './sessions-section.tsx';
import { TwoFactorSection } from './two-factor/two-factor-section.tsx';
import { YourDataSection } from './your-data-section.tsx';

export function SecurityPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return <LoadingState label="Loading your account..." />;
  const onEndedCurrent = () => {
    endSession();
    void navigate('/login', { replace: true });
  };
  return (
    <Container size="md" py="lg">
      <Stack gap="lg">
        <div>
          <Title order={1}>Security</Title>
          <Text c="dimmed">
            Your sign-in address, your password, two-factor, passkeys and the devices signed in to your
            account.
          </Text>
        </div>
        {user.is_guest ? (
          <Text>Create an account to set an address and a password.</Text>
        ) : (
          <>
            <EmailSection user={user} />
            <PasswordSection />
            <TwoFactorSection />
            <PasskeysSection />
          </>
        )}
        <SessionsSection onEndedCurrent={onEndedCurrent} />
        {!user.is_guest && <ApiTokensSection />}
        {!user.is_guest && (
          <YourDataSection
            address={user.email ?? user.username}
            onDeleted={() => {
              rememberSignedOutReason('Your account was deleted.');
              endSession();
              void navigate('/login', { replace: true });
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
