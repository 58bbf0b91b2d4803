export { AskBoardPage as Component } from '../../features/sessions/components/ask-board-page.tsx';
