// An Admin removes the second factor a member lost (phone, security key): after the Admin's own
// password; the member is signed out everywhere and e-mailed, and sets up a new factor.
import type { OrgMember } from '../../../../contracts/organizations.ts';
import { useResetMemberFactors } from '../../../shared/api/account.ts';
import { notifySuccess } from '../../../shared/lib/notify.ts';
import { RemoveSecondFactorModal } from '../../account/components/remove-second-factor-modal.tsx';

export function ResetFactorsDialog({
  organizationId,
  member,
  onClose,
}: {
  organizationId: string;
  member: OrgMember | null;
  onClose: () => void;
}) {
  const reset = useResetMemberFactors(organizationId);
  const close = () => {
    reset.reset();
    onClose();
  };
  const confirm = (password: string) => {
    if (!member) return;
    reset.mutate(
      { userId: member.user_id, password },
      {
        onSuccess: ({ passkeys_removed, totp_removed }) => {
          const what = [
            totp_removed ? 'authenticator app' : null,
            passkeys_removed ? `${passkeys_removed} passkey(s)` : null,
          ]
            .filter(Boolean)
            .join(' and ');
          notifySuccess(`Removed ${member.name}'s ${what}; they were signed out and e-mailed`);
          close();
        },
      },
    );
  };
  return (
    <RemoveSecondFactorModal
      personName={member?.name ?? null}
      explanation={`Remove the authenticator app, recovery codes and passkeys of ${member?.name}? Do this only when they lost them and you have confirmed who they are. They will be signed out everywhere, told by e-mail, and can sign in with their password to set up a new second factor.`}
      pending={reset.isPending}
      error={reset.error}
      onConfirm={confirm}
      onClose={close}
    />
  );
}
