// Appending to a session's event log from another feature's own statement (the live room's
// interjection with its cooldown, checked in the same insert): the statement and its retry, as a
// port, so the log's SQL stays in this feature's repository.
export { appendEventStatement, type NewSessionEvent, retryOnSeqClash } from './repository.ts';
