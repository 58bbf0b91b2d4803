// The end of both session forms: why a start failed, what is still missing, and
// 'Ask the Board', enabled only when nothing is missing.
import { List, Text } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useId } from 'react';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { IconAction } from '../../../shared/components/icon-action.tsx';

/** The start of a session a form asked for: under way, or failed and what its alert says. */
export interface FormStart {
  pending: boolean;
  /** Null unless it failed: then the alert's title, and the server's reason (e.g. too many
   * sessions running) or null. */
  failure: { title: string; detail: string | null } | null;
}

export interface FormFooterProps {
  /** The problems left, in field order; the form is valid when there are none. */
  missing: readonly string[];
  start: FormStart;
}

export function FormFooter({ missing, start }: FormFooterProps) {
  const id = useId();
  const valid = missing.length === 0;
  return (
    <>
      {start.failure && <ErrorState title={start.failure.title} message={start.failure.detail} />}

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
        loading={start.pending}
        aria-describedby={valid ? undefined : `${id}-missing`}
        style={{ alignSelf: 'flex-start' }}
      >
        Ask the Board
      </IconAction>
    </>
  );
}
