export * from './boards.ts';
export * from './meetings.ts';
export * from './organizations.ts';
export * from './personas.ts';
export * from './providers.ts';
export * from './sessions.ts';
export * from './users.ts';
