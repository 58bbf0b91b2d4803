import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** An invitation link to pass on by hand, with a copy button. */
export function CopyLink({ link, label }: { link: string; label: string }) {
  return (
    <Group gap={4} wrap="nowrap" mt={4}>
      <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }} aria-label={label}>
        {link}
      </Text>
      <CopyButton value={link}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? 'Copied' : 'Copy link'}>
            <ActionIcon variant="subtle" onClick={copy} aria-label={`Copy ${label.toLowerCase()}`}>
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
