export { VerifyEmailPage as Component } from '../../features/account/components/verify-email-page.tsx';
