export * from './boards.ts';
export * from './live.ts';
export * from './meetings.ts';
export * from './notifications.ts';
export * from './organizations.ts';
export * from './personas.ts';
export * from './sessions.ts';
export * from './users.ts';
