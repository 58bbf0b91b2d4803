export { SessionAnalysisPage as Component } from '../../features/sessions/components/session-analysis-page.tsx';
