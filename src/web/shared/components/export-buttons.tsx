// A PDF and a Markdown button for one export (a session's report, a meeting's minutes): the
// button at work spins while the other waits, and a failure is a notice.
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconMarkdown } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { notifyError } from '../lib/notify.ts';

export type ExportFormat = 'pdf' | 'md';

interface ExportButtonsProps {
  /** The buttons read '<verb> PDF' and '<verb> Markdown'. */
  verb: 'Export' | 'Download';
  /** Fetches the file in `format` and saves it. */
  save: (format: ExportFormat) => Promise<unknown>;
  /** The notice's title when it fails, and its message when the server gives no reason. */
  failure: string;
  failureFallback?: string;
}

export function ExportButtons({ verb, save, failure, failureFallback }: ExportButtonsProps) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await save(format);
    } catch (error) {
      notifyError(error, failure, failureFallback);
    } finally {
      setBusy(null);
    }
  };
  const button = (format: ExportFormat, label: string, icon: ReactNode) => (
    <Button
      variant="default"
      leftSection={icon}
      loading={busy === format}
      disabled={busy !== null}
      onClick={() => void download(format)}
    >
      {`${verb} ${label}`}
    </Button>
  );
  return (
    <Group gap="xs">
      {button('pdf', 'PDF', <IconFileTypePdf size={16} aria-hidden />)}
      {button('md', 'Markdown', <IconMarkdown size={16} aria-hidden />)}
    </Group>
  );
}
