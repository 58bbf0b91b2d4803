export { MinutesPage as Component } from '../../features/meetings/components/minutes-page.tsx';
