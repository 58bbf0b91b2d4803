export { SecurityPage as Component } from '../../features/account/components/security-page.tsx';
