// /board/:boardId/meeting/:meetingId/live (spec §2 'Live meeting') is the run screen.
import { Navigate, useParams } from 'react-router';

export function Component() {
  const { boardId = '', meetingId = '' } = useParams();
  return <Navigate to={`/board/${boardId}/meetings/${meetingId}/run`} replace />;
}
