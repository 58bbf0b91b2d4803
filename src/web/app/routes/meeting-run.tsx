export { RunPage as Component } from '../../features/meetings/components/run-page.tsx';
