import { Modal, Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Organization } from '../../../../contracts/organizations.ts';
import {
  BOARD_TYPES,
  createOrganizationBodySchema,
  INDUSTRIES,
} from '../../../../contracts/organizations.ts';
import { useCreateOrganization } from '../../../shared/api/organizations.ts';
import { FailureAlert } from '../../../shared/components/failure-alert.tsx';
import { FormActions } from '../../../shared/components/form-actions.tsx';

interface CreateOrganizationModalProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (organization: Organization) => void;
}

export function CreateOrganizationModal({ opened, onClose, onCreated }: CreateOrganizationModalProps) {
  const create = useCreateOrganization();
  const [name, setName] = useState('');
  const [industry, setIndustry] = useState<string>(INDUSTRIES[0]);
  const [boardType, setBoardType] = useState<string>(BOARD_TYPES[0]);
  const [nameError, setNameError] = useState<string | null>(null);

  const close = () => {
    setName('');
    setNameError(null);
    create.reset();
    onClose();
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = createOrganizationBodySchema.safeParse({
      name,
      industry,
      default_board_type: boardType,
    });
    if (!parsed.success) {
      setNameError(parsed.error.issues[0]?.message ?? 'Organization name is required');
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: (organization) => {
        close();
        onCreated(organization);
      },
    });
  };

  return (
    <Modal opened={opened} onClose={close} title="Create organization" centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Organization name"
            required
            data-autofocus
            value={name}
            error={nameError}
            onChange={(event) => {
              setName(event.currentTarget.value);
              setNameError(null);
            }}
          />
          <Select
            label="Industry"
            data={[...INDUSTRIES]}
            value={industry}
            onChange={(value) => value && setIndustry(value)}
            allowDeselect={false}
          />
          <Select
            label="Default board type"
            data={[...BOARD_TYPES]}
            value={boardType}
            onChange={(value) => value && setBoardType(value)}
            allowDeselect={false}
          />
          <FailureAlert of={create} fallback="Could not create the organization" />
          <FormActions onCancel={close} submitLabel="Create organization" loading={create.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
