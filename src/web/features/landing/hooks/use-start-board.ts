// 'Try It Now' and 'Create Board' on the landing page: a visitor without an account gets a guest
// session first (no login required), then everyone lands on /board/new.
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useCurrentUser, useStartGuestSession } from '../../../shared/api/auth.ts';
import { notifyError } from '../../../shared/lib/notify.ts';

export const NEW_BOARD_PATH = '/board/new';

export function useStartBoard() {
  const navigate = useNavigate();
  const { isSignedIn } = useCurrentUser();
  const guest = useStartGuestSession();

  /** Click handler for links to /board/new: signed-in users simply follow the link. */
  const onStart = (event: MouseEvent) => {
    if (isSignedIn) return;
    event.preventDefault();
    if (guest.isPending) return;
    guest.mutate(undefined, {
      onSuccess: () => void navigate(NEW_BOARD_PATH),
      onError: (error) => notifyError(error, 'Could not start your board', 'An unexpected error occurred'),
    });
  };

  return { onStart, isStarting: guest.isPending, isSignedIn };
}

export type StartBoard = ReturnType<typeof useStartBoard>;
