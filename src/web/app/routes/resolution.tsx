export { ResolutionPage as Component } from '../../features/resolutions/components/resolution-page.tsx';
