export { ResolutionRegisterPage as Component } from '../../features/resolutions/components/register-page.tsx';
