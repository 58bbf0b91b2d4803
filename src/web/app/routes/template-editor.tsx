export { TemplateEditorPage as Component } from '../../features/boards/components/template-editor-page.tsx';
