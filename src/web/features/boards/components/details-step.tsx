import { Stack, Textarea, TextInput } from '@mantine/core';

interface DetailsStepProps {
  name: string;
  description: string;
  nameError: string | null;
  onNameChange: (value: string) => void;
  onDescriptionChange: (value: string) => void;
}

export function DetailsStep({
  name,
  description,
  nameError,
  onNameChange,
  onDescriptionChange,
}: DetailsStepProps) {
  return (
    <Stack gap="md" maw={560}>
      <TextInput
        label="Board Name"
        placeholder="e.g. Series A Advisory Board"
        withAsterisk
        value={name}
        error={nameError}
        maxLength={120}
        onChange={(event) => onNameChange(event.currentTarget.value)}
      />
      <Textarea
        label="Description"
        placeholder="What will this board help you decide?"
        minRows={3}
        maxRows={8}
        maxLength={2000}
        value={description}
        onChange={(event) => onDescriptionChange(event.currentTarget.value)}
      />
    </Stack>
  );
}
