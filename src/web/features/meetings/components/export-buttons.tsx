// 'Export PDF' and 'Export Markdown': the minutes fetched with the bearer token and downloaded.
import { Button, Group } from '@mantine/core';
import { IconFileTypePdf, IconMarkdown } from '@tabler/icons-react';
import { useState } from 'react';
import { downloadMinutes, type MinutesFormat } from '../../../shared/api/minutes.ts';
import { notifyError } from '../../../shared/lib/notify.ts';

export function ExportButtons({ minutesId }: { minutesId: string }) {
  const [busy, setBusy] = useState<MinutesFormat | null>(null);
  const download = async (format: MinutesFormat) => {
    setBusy(format);
    try {
      await downloadMinutes(minutesId, format);
    } catch (error) {
      notifyError(error, 'Failed to export the minutes');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="light"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={busy === 'pdf'}
        disabled={busy !== null}
        onClick={() => void download('pdf')}
      >
        Export PDF
      </Button>
      <Button
        variant="light"
        leftSection={<IconMarkdown size={16} aria-hidden />}
        loading={busy === 'md'}
        disabled={busy !== null}
        onClick={() => void download('md')}
      >
        Export Markdown
      </Button>
    </Group>
  );
}
