// The meeting screens' addresses.
export const meetingPaths = {
  list: (boardId: string) => `/board/${boardId}/meetings`,
  agenda: (boardId: string, meetingId: string) => `/board/${boardId}/meeting/${meetingId}/agenda`,
  run: (boardId: string, meetingId: string) => `/board/${boardId}/meetings/${meetingId}/run`,
  minutes: (boardId: string, meetingId: string) => `/board/${boardId}/meeting/${meetingId}/minutes`,
  session: (sessionId: string) => `/session/${sessionId}`,
};
