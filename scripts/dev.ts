// `npm run dev`: the API in watch mode on PORT (8000) and Vite's dev server (5173) proxying /api.
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch', 'src/server/main.ts'], { stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--config', 'vite.config.ts'], {
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
