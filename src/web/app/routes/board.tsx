export { BoardPage as Component } from '../../features/boards/components/board-page.tsx';
