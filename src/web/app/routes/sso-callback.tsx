export { SsoCallbackPage as Component } from '../../features/auth/components/sso-callback-page.tsx';
