// The papers of a board (or a meeting, an agenda item): attach a file, follow its reading, open it,
// remove it; on the Ask form, "Use board papers" puts what was read into the decision's context.
import {
  ActionIcon,
  Badge,
  Paper as Card,
  FileButton,
  Group,
  Progress,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconEye, IconFileImport, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import {
  PAPER_KIND_LABELS,
  PAPER_MAX_BYTES,
  PAPER_MESSAGES,
  type Paper,
  type PaperTarget,
} from '../../../../contracts/papers.ts';
import { errorMessage } from '../../../shared/api/api-client.ts';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog.tsx';
import { DeleteIconButton } from '../../../shared/components/delete-icon-button.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';
import { notifyError, notifyFailure, notifySuccess } from '../../../shared/lib/notify.ts';
import { getPaper, usePapers, useRemovePaper, useUploadPaper } from '../api/papers.ts';
import { extractionLabel, fileSize, PAPER_ACCEPT } from '../lib/paper-labels.ts';
import { PaperViewer } from './paper-viewer.tsx';

interface PapersPanelProps {
  boardId: string;
  target?: PaperTarget;
  /** Whether this person may attach files here. */
  canAttach: boolean;
  /** Given on the Ask form: receives the read papers' ids, names and text to put into the context. */
  onUse?: (papers: { id: string; name: string; text: string }[]) => void;
  /** The panel's heading, and what it says when there is nothing yet. */
  title?: string;
  emptyText?: string;
}

const EMPTY_TEXT =
  'No papers yet. Attach financials, a deck or a spreadsheet (PDF, XLSX, CSV, DOCX, PPTX or an image, up to 20 MB) and the board reads them.';

export function PapersPanel({
  boardId,
  target = {},
  canAttach,
  onUse,
  title = 'Board papers',
  emptyText = EMPTY_TEXT,
}: PapersPanelProps) {
  const list = usePapers(boardId, target);
  const upload = useUploadPaper(boardId, target);
  const remove = useRemovePaper();
  const [viewing, setViewing] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Paper | null>(null);
  const [using, setUsing] = useState(false);
  const papers = list.data?.papers ?? [];
  const readable = papers.filter((p) => p.extraction_status === 'done');

  const attach = (file: File | null) => {
    if (!file) return;
    if (file.size > PAPER_MAX_BYTES) {
      notifyFailure('File not attached', 'A board paper may be at most 20 MB');
      return;
    }
    upload.mutate(file, {
      onSuccess: (paper) => notifySuccess(`${paper.name} attached`),
      onError: (error) => notifyError(error, 'File not attached'),
    });
  };

  const insertText = async () => {
    setUsing(true);
    try {
      const details = await Promise.all(readable.map((p) => getPaper(p.id)));
      onUse?.(
        details
          .filter((d) => d.extracted_text)
          .map((d) => ({ id: d.id, name: d.name, text: d.extracted_text ?? '' })),
      );
    } catch (error) {
      notifyError(error, 'Could not read the papers');
    } finally {
      setUsing(false);
    }
  };

  return (
    <Card withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {title}
          </Title>
          {canAttach && (
            <FileButton onChange={attach} accept={PAPER_ACCEPT}>
              {(props) => (
                <IconAction
                  icon={IconPaperclip}
                  {...props}
                  size="xs"
                  variant="light"
                  loading={upload.isPending}
                >
                  Attach a file
                </IconAction>
              )}
            </FileButton>
          )}
        </Group>
        {list.isPending ? (
          <Text size="sm" c="dimmed">
            Loading papers…
          </Text>
        ) : list.isError ? (
          <Text size="sm" c="red" role="alert">
            {errorMessage(list.error, 'The papers could not be loaded.')}
          </Text>
        ) : papers.length === 0 ? (
          <Text size="sm" c="dimmed">
            {list.data?.withheld ? PAPER_MESSAGES.withheld(list.data.withheld) : emptyText}
          </Text>
        ) : (
          <Stack
            gap="xs"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={title}
          >
            {papers.map((paper) => (
              <li key={paper.id} aria-label={paper.name}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <div style={{ minWidth: 0 }}>
                    <Text size="sm" fw={500} truncate>
                      {paper.name}
                    </Text>
                    <Group gap={6}>
                      <Badge size="xs" variant="light">
                        {PAPER_KIND_LABELS[paper.kind]}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        {fileSize(paper.size_bytes)} ·{' '}
                        <span data-testid="paper-status">{extractionLabel(paper)}</span>
                      </Text>
                    </Group>
                    {(paper.extraction_status === 'queued' || paper.extraction_status === 'running') && (
                      <Progress
                        value={paper.extraction_progress}
                        size="sm"
                        mt={4}
                        animated
                        aria-label={`Reading ${paper.name}`}
                      />
                    )}
                  </div>
                  <Group gap={4} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      aria-label={`Open ${paper.name}`}
                      onClick={() => setViewing(paper.id)}
                    >
                      <IconEye size={16} aria-hidden />
                    </ActionIcon>
                    {canAttach && (
                      <DeleteIconButton
                        aria-label={`Remove ${paper.name}`}
                        onClick={() => setRemoving(paper)}
                      />
                    )}
                  </Group>
                </Group>
              </li>
            ))}
          </Stack>
        )}
        {papers.length > 0 && list.data?.withheld ? (
          <Text size="sm" c="dimmed">
            {PAPER_MESSAGES.withheld(list.data.withheld)}
          </Text>
        ) : null}
        {onUse && (
          <IconAction
            icon={IconFileImport}
            variant="default"
            size="xs"
            disabled={readable.length === 0}
            loading={using}
            onClick={() => void insertText()}
          >
            Use board papers
          </IconAction>
        )}
      </Stack>
      <PaperViewer paperId={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        opened={removing !== null}
        title="Remove this paper?"
        message={`${removing?.name ?? 'The paper'} and what was read from it will be removed for everyone on the board.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => setRemoving(null),
            onError: (error) => notifyError(error, 'Paper not removed'),
          })
        }
      />
    </Card>
  );
}
