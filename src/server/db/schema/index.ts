export * from './boards.ts';
export * from './personas.ts';
export * from './users.ts';
