export { SuperadminPage as Component } from '../../features/superadmin/components/superadmin-page.tsx';
