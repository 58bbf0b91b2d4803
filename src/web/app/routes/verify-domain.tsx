export { VerifyDomainPage as Component } from '../../features/auth/components/verify-domain-page.tsx';
