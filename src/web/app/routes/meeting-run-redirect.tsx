// /board/:boardId/meeting/:meetingId/live is the run screen.
import { Navigate, useParams } from 'react-router';

export function Component() {
  const { boardId = '', meetingId = '' } = useParams();
  return <Navigate to={`/board/${boardId}/meetings/${meetingId}/run`} replace />;
}
