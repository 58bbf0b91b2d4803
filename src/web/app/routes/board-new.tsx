export { CreateBoardPage as Component } from '../../features/boards/components/create-board-page.tsx';
