// Reading one board paper in the page: a PDF in the browser's own viewer, an image, a spreadsheet
// as a table, and for every kind the text the board reads; with a download.
import { Alert, Group, Loader, Modal, ScrollArea, Stack, Table, Tabs, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { PaperDetail, PaperSheetPreview } from '../../../../contracts/papers.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { notifyError } from '../../../shared/lib/notify.ts';
import { downloadPaper, fetchPaperBlob, usePaper } from '../api/papers.ts';
import { extractionLabel } from '../lib/paper-labels.ts';

export function PaperViewer({ paperId, onClose }: { paperId: string | null; onClose: () => void }) {
  const paper = usePaper(paperId);
  return (
    <Modal
      opened={paperId !== null}
      onClose={onClose}
      title={paper.data?.name ?? 'Board paper'}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {paper.isPending ? (
        <Loader aria-label="Loading the paper" />
      ) : paper.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(paper.error, 'This paper could not be loaded.')}
        </Alert>
      ) : (
        <PaperBody paper={paper.data} />
      )}
    </Modal>
  );
}

function PaperBody({ paper }: { paper: PaperDetail }) {
  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {extractionLabel(paper)}
        </Text>
        <IconAction
          icon={IconDownload}
          variant="light"
          onClick={() => void downloadPaper(paper).catch((e) => notifyError(e, 'Download failed'))}
        >
          Download
        </IconAction>
      </Group>
      {(paper.kind === 'pdf' || paper.kind === 'image') && <InlineFile paper={paper} />}
      {paper.sheets?.length ? <Sheets sheets={paper.sheets} /> : null}
      {paper.extracted_text ? (
        <div>
          <Title order={3} size="h5" mb="xs">
            What the board reads
          </Title>
          {/* Focusable, so the text scrolls from the keyboard too. */}
          <ScrollArea.Autosize
            mah={320}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': 'What the board reads' }}
          >
            <Text component="pre" size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="paper-text">
              {paper.extracted_text}
            </Text>
          </ScrollArea.Autosize>
        </div>
      ) : null}
    </Stack>
  );
}

/** The file fetched with the sign-in token and shown from a blob: URL (a frame cannot send the token). */
function InlineFile({ paper }: { paper: PaperDetail }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let created: string | null = null;
    let live = true;
    fetchPaperBlob(paper.id)
      .then((blob) => {
        if (!live) return;
        created = URL.createObjectURL(blob);
        setUrl(created);
      })
      .catch((error) => live && setFailed(errorMessage(error, 'The file could not be loaded.')));
    return () => {
      live = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [paper.id]);
  if (failed)
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  if (!url) return <Loader aria-label="Loading the file" />;
  return paper.kind === 'pdf' ? (
    <iframe src={url} title={paper.name} style={{ width: '100%', height: '60vh', border: 0 }} />
  ) : (
    <img src={url} alt={paper.name} style={{ maxWidth: '100%' }} />
  );
}

function Sheets({ sheets }: { sheets: PaperSheetPreview[] }) {
  const [active, setActive] = useState<string | null>(sheets[0]?.name ?? null);
  return (
    <Tabs value={active} onChange={setActive}>
      {sheets.length > 1 && (
        <Tabs.List>
          {sheets.map((sheet) => (
            <Tabs.Tab key={sheet.name} value={sheet.name}>
              {sheet.name}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      )}
      {sheets.map((sheet) => (
        <Tabs.Panel key={sheet.name} value={sheet.name} pt="xs">
          <ScrollArea.Autosize
            mah={360}
            type="auto"
            viewportProps={{ tabIndex: 0, 'aria-label': `Sheet ${sheet.name}` }}
          >
            <Table striped withTableBorder withColumnBorders aria-label={`Sheet ${sheet.name}`}>
              <Table.Tbody>
                {sheet.rows.map((row, r) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows of a sheet have no identity but their place
                  <Table.Tr key={r}>
                    {row.map((cell, c) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: as above, cells by column
                      <Table.Td key={c}>{cell}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
          {sheet.row_count > sheet.rows.length && (
            <Text size="xs" c="dimmed" mt={4}>
              The first {sheet.rows.length} of {sheet.row_count} rows; download the file for all of them.
            </Text>
          )}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
