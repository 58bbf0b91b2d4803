export { ResetPasswordPage as Component } from '../../features/account/components/reset-password-page.tsx';
