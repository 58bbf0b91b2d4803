// Minutes pasted under a title that is not 'minutes' ('Operations committee, 12 March'): who was
// present, the items noted and the next meeting. They record what was discussed; unless the text
// puts a question to the board, there is nothing in them to vote on.

/** The furniture of minutes: attendance, standing items, the next meeting. */
const MINUTES_MARKERS = [
  /\b(?:present|attendees|attending|in attendance|apologies(?: for absence)?|absent)\s*:/i,
  /\bchair(?:ed)? by\b|\bin the chair\b/i,
  /\b(?:any other business|a\.?o\.?b\.?)\b/i,
  /\bnext meeting\b/i,
  /\b(?:matters arising|minutes of the (?:last|previous) meeting|previous minutes)\b/i,
  /\b(?:meeting (?:opened|closed|started|ended) at|closed the meeting)\b/i,
  /\b(?:action (?:points|items|owners?)|actions)\s*:/i,
  /\b(?:noted|reported|discussed|presented|updated the (?:committee|board|meeting))\b[^.]{0,80}\.\s+(?:\d+\.|[A-Z][\w ]{2,30}:)/,
];

/** Words that put a question to the board, whatever the minutes around them record. */
const ASKS_THE_BOARD =
  /\b(?:(?:the )?board is (?:asked|invited|requested) to|for (?:decision|approval|the board['’]s decision)|(?:we|i) (?:need|want|would like) (?:the board|you) to|please (?:decide|approve|advise)|should we\b|do we\b[^.?]*\?|your (?:view|advice|recommendation) on)\b/i;

/** Whether the text reads as minutes of a meeting with nothing put to the board. */
export function readsAsMinutes(topic: string, rest: string, proposes: boolean): boolean {
  if (proposes || /\?/.test(topic) || ASKS_THE_BOARD.test(`${topic} ${rest}`)) return false;
  return MINUTES_MARKERS.filter((m) => m.test(rest)).length >= 2;
}
