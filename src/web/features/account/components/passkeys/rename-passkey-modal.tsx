// Renaming a passkey, so a person can tell their laptop's from their phone's.
import { Modal, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { type Passkey, passkeyNameSchema } from '../../../../../contracts/passkeys.ts';
import { useRenamePasskey } from '../../../../shared/api/passkeys.ts';
import { FailureAlert } from '../../../../shared/components/failure-alert.tsx';
import { FormActions } from '../../../../shared/components/form-actions.tsx';

export function RenamePasskeyModal({ passkey, onClose }: { passkey: Passkey | null; onClose: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    setName(passkey?.name ?? '');
    setProblem(null);
    rename.reset();
  }, [passkey, rename.reset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Name the passkey');
    if (passkey) rename.mutate({ id: passkey.id, name: parsed.data }, { onSuccess: onClose });
  };

  return (
    <Modal opened={passkey !== null} onClose={onClose} title="Rename passkey">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={problem}
            maxLength={60}
            data-autofocus
          />
          <FailureAlert of={rename} fallback="The passkey was not renamed" />
          <FormActions onCancel={onClose} submitLabel="Save" pending={rename.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
