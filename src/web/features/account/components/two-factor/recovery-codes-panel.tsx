// Recovery codes, shown once: to copy or download now, since the server keeps only their hashes.
import { Alert, Button, Code, CopyButton, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCopy, IconDownload, IconKey } from '@tabler/icons-react';
import { IconAction } from '../../../../shared/components/icon-action.tsx';

function download(codes: readonly string[]) {
  const text = `Boardwise recovery codes\n\nEach code signs you in once, instead of your authenticator app.\n\n${codes.join('\n')}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'boardwise-recovery-codes.txt';
  link.click();
  URL.revokeObjectURL(url);
}

export function RecoveryCodesPanel({
  codes,
  onDone,
  doneLabel = 'I have saved them',
}: {
  codes: readonly string[];
  onDone: () => void;
  doneLabel?: string;
}) {
  return (
    <Stack gap="sm">
      <Alert color="yellow" variant="light" icon={<IconKey aria-hidden />} title="Save your recovery codes">
        They are shown only now. If you lose your phone, each code signs you in once.
      </Alert>
      <SimpleGrid
        cols={{ base: 1, xs: 2 }}
        spacing="xs"
        component="ul"
        aria-label="Recovery codes"
        p={0}
        m={0}
      >
        {codes.map((code) => (
          <Code key={code} component="li" fz="sm" style={{ listStyle: 'none' }} data-testid="recovery-code">
            {code}
          </Code>
        ))}
      </SimpleGrid>
      <Group>
        <CopyButton value={codes.join('\n')}>
          {({ copied, copy }) => (
            <IconAction icon={IconCopy} variant="default" onClick={copy}>
              {copied ? 'Copied' : 'Copy'}
            </IconAction>
          )}
        </CopyButton>
        <IconAction icon={IconDownload} variant="default" onClick={() => download(codes)}>
          Download
        </IconAction>
        <Button onClick={onDone}>{doneLabel}</Button>
      </Group>
      <Text size="xs" c="dimmed">
        Keep them somewhere safe, apart from your phone: a password manager, or printed.
      </Text>
    </Stack>
  );
}
