export { DashboardPage as Component } from '../../features/dashboard/components/dashboard-page.tsx';
