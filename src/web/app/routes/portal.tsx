export { PortalPage as Component } from '../../features/human/components/portal-page.tsx';
