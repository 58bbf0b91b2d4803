// The end of both session forms: why a start failed, what is still missing, and
// 'Ask the Board', enabled only when nothing is missing.
import { List, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';

export interface FormFooterProps {
  /** The problems left, in field order; the form is valid when there are none. */
  missing: readonly string[];
  submitting: boolean;
  /** The server's reason when the start failed (e.g. too many sessions running), or null. */
  startError: { detail: string | null } | null;
  /** The alert's title when the start failed. */
  failedMessage: string;
}

export function FormFooter({ missing, submitting, startError, failedMessage }: FormFooterProps) {
  const id = useId();
  const valid = missing.length === 0;
  return (
    <>
      {startError && <ErrorState title={failedMessage} message={startError.detail} />}

      {!valid && (
        <div id={`${id}-missing`}>
          <Text size="sm" fw={600} id={`${id}-missing-title`}>
            Still needed before the board can deliberate:
          </Text>
          <List size="sm" c="dimmed" aria-labelledby={`${id}-missing-title`} data-testid="form-missing">
            {missing.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </div>
      )}
      <IconAction
        icon={IconSend}
        type="submit"
        size="md"
        disabled={!valid}
        loading={submitting}
        aria-describedby={valid ? undefined : `${id}-missing`}
        style={{ alignSelf: 'flex-start' }}
      >
        Ask the Board
      </IconAction>
    </>
  );
}
