export { OrganizationPage as Component } from '../../features/organizations/components/organization-page.tsx';
