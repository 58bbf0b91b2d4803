// 'Download PDF' and 'Download Markdown': the report fetched with the bearer token, then saved.
import { Button, Group } from '@mantine/core';
import { IconFileText, IconFileTypePdf } from '@tabler/icons-react';
import { useState } from 'react';
import { notifyError } from '../../../shared/lib/notify.ts';
import { downloadSessionReport, type ReportFormat } from '../api/export.ts';

export function ExportButtons({ sessionId }: { sessionId: string }) {
  const [busy, setBusy] = useState<ReportFormat | null>(null);
  const download = async (format: ReportFormat) => {
    setBusy(format);
    try {
      await downloadSessionReport(sessionId, format);
    } catch (error) {
      notifyError(error, 'Download failed', 'The report could not be created. Please try again.');
    } finally {
      setBusy(null);
    }
  };
  return (
    <Group gap="xs">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={16} aria-hidden />}
        loading={busy === 'pdf'}
        disabled={busy !== null && busy !== 'pdf'}
        onClick={() => void download('pdf')}
      >
        Download PDF
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileText size={16} aria-hidden />}
        loading={busy === 'md'}
        disabled={busy !== null && busy !== 'md'}
        onClick={() => void download('md')}
      >
        Download Markdown
      </Button>
    </Group>
  );
}
