// Loads one meeting for a screen: loading, not found and error states, then the screen itself.
import type { ReactNode } from 'react';
import type { MeetingDetail } from '../../../../contracts/meetings.ts';
import { useMeeting } from '../../../shared/api/meetings.ts';
import { QueryView } from '../../../shared/components/query-view.tsx';
import { StatusPage } from '../../../shared/components/status-page.tsx';
import { meetingPaths } from '../lib/paths.ts';

interface WithMeetingProps {
  boardId: string;
  meetingId: string;
  children: (meeting: MeetingDetail) => ReactNode;
}

export function WithMeeting({ boardId, meetingId, children }: WithMeetingProps) {
  const meeting = useMeeting(meetingId);
  return (
    <QueryView
      query={meeting}
      loading="Loading meeting..."
      notFound={
        <StatusPage
          title="Meeting not found"
          message="This meeting does not exist or you do not have access to it."
          link={{ to: meetingPaths.list(boardId), label: 'Back to Meetings' }}
        />
      }
      notFoundStatuses={[403, 404, 422]}
      failed="Could not load this meeting"
    >
      {children}
    </QueryView>
  );
}
