// Loads one meeting for a screen: loading, not found and error states, then the screen itself.
import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { MeetingDetail } from '../../../../contracts/meetings.ts';
import { ApiError, errorMessage } from '../../../shared/api/api-client.ts';
import { useMeeting } from '../../../shared/api/meetings.ts';
import { ErrorState } from '../../../shared/components/error-state.tsx';
import { LoadingState } from '../../../shared/components/loading-state.tsx';
import { StatusPage } from '../../../shared/components/status-page.tsx';
import { meetingPaths } from '../lib/paths.ts';

interface WithMeetingProps {
  boardId: string;
  meetingId: string;
  children: (meeting: MeetingDetail) => ReactNode;
}

export function WithMeeting({ boardId, meetingId, children }: WithMeetingProps) {
  const meeting = useMeeting(meetingId);
  if (meeting.isPending) return <LoadingState label="Loading meeting..." />;
  if (meeting.isError) {
    if (meeting.error instanceof ApiError && [403, 404, 422].includes(meeting.error.status)) {
      return (
        <StatusPage
          title="Meeting not found"
          message="This meeting does not exist or you do not have access to it."
        >
          <Button component={Link} to={meetingPaths.list(boardId)}>
            Back to Meetings
          </Button>
        </StatusPage>
      );
    }
    return (
      <ErrorState
        title="Could not load this meeting"
        message={errorMessage(meeting.error, 'An unexpected error occurred')}
        onRetry={() => void meeting.refetch()}
      />
    );
  }
  return <>{children(meeting.data)}</>;
}
