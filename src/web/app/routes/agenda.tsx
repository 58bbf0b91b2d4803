export { AgendaPage as Component } from '../../features/meetings/components/agenda-page.tsx';
